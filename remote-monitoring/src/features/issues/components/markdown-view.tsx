import { Stack, Text } from '@vigil/shared';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeHref } from '../lib/markdown';
import { remarkLocalTimes } from '../lib/timestamps';
import { MARKDOWN_PARTS } from './markdown-parts';

const PLUGINS = [remarkGfm, remarkLocalTimes];

/** Only web, mail and same-site links survive; `javascript:` and the like lose their href. */
const keepSafe = (url: string) => safeHref(url) ?? undefined;

/**
 * Issue details written in Markdown (GFM: tables, task lists, strikethrough, autolinks), as the
 * app's own elements. HTML written into the text stays text: react-markdown turns it into text
 * nodes and nothing is ever set as markup, so no script or element of the writer's can run.
 */
export function MarkdownView({ markdown }: { markdown: string }) {
  if (!markdown.trim()) return <Text color="fg.muted">No details.</Text>;
  return (
    <Stack gap="3" data-testid="issue-details" minW="0">
      <Markdown remarkPlugins={PLUGINS} components={MARKDOWN_PARTS} urlTransform={keepSafe}>
        {markdown}
      </Markdown>
    </Stack>
  );
}
