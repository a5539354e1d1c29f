import type { FlowRunObject } from '@vigil/contract';
import { HStack, Link, RouterLink, Text } from '@vigil/shared';
import { objectHref, objectLabels } from '../lib/run-objects';

export interface RunObjectLinksProps {
  objects: FlowRunObject[];
  /** xs on the canvas's nodes, sm in the phone's list. */
  fontSize: 'xs' | 'sm';
  gap: '2' | '3';
  /** React Flow's classes on the canvas: a click on a link neither drags nor pans. */
  className?: string;
}

/** What a node made (scans, tests, case runs…): a link to each that has a screen. */
export function RunObjectLinks({ objects, fontSize, gap, className }: RunObjectLinksProps) {
  if (objects.length === 0) return null;
  const labels = objectLabels(objects);
  return (
    <HStack gap={gap} wrap="wrap" className={className}>
      {objects.map((object, index) => {
        const href = objectHref(object);
        return href ? (
          <Link key={object.id} asChild fontSize={fontSize} textDecoration="underline">
            <RouterLink to={href}>{labels[index]}</RouterLink>
          </Link>
        ) : (
          <Text key={object.id} fontSize={fontSize} color="fg.muted">
            {labels[index]}
          </Text>
        );
      })}
    </HStack>
  );
}
