import { toJunit } from './junit';
import { toMarkdown } from './markdown';
import type { CheckReport } from './model';

// What a CI system reads of a failure: text from pages (HTML, quotes, pipes, control characters)
// must not break the XML or the Markdown table.
const report: CheckReport = {
  title: 'vigil test https://example.com',
  rows: [
    {
      name: 'https://example.com/a?x=1&y=2',
      group: 'https://example.com',
      outcome: 'failed',
      message: 'HTML: <h1>Plans → <h1>"Our" | plans\u0007',
      details: ['console: new error "boom"'],
      link: 'https://vigil.example.com/test/1',
      seconds: 1.5,
      score: 80.25,
    },
    {
      name: 'https://example.com/b',
      group: 'https://example.com',
      outcome: 'passed',
      message: '',
      details: [],
      link: 'https://vigil.example.com/test/2',
      seconds: null,
    },
  ],
};

it('writes JUnit with every page text escaped and control characters dropped', () => {
  const xml = toJunit(report);
  expect(xml).toContain(
    '<testsuite name="vigil test https://example.com" tests="2" failures="1" time="1.500">',
  );
  expect(xml).toContain(
    '<testcase name="https://example.com/a?x=1&amp;y=2" classname="https://example.com" time="1.500">',
  );
  expect(xml).toContain(
    '<failure message="HTML: &lt;h1&gt;Plans → &lt;h1&gt;&quot;Our&quot; | plans" type="vigil">',
  );
  expect(xml).toContain(
    '<testcase name="https://example.com/b" classname="https://example.com" time="0.000">',
  );
});

it('writes a Markdown summary whose cells show HTML as text and keep the table whole', () => {
  const markdown = toMarkdown(report);
  expect(markdown.split('\n')).toEqual([
    '### vigil test https://example.com: ❌ 1 of 2 failed',
    '',
    '| Checked | Result | Score | What changed |',
    '| --- | --- | --- | --- |',
    '| [https://example.com/a?x=1&amp;y=2](https://vigil.example.com/test/1) | ❌ failed | 80.3 | HTML: &lt;h1>Plans → &lt;h1>"Our" \\| plans\u0007 |',
    '| [https://example.com/b](https://vigil.example.com/test/2) | ✅ passed |  |  |',
    '',
  ]);
});
