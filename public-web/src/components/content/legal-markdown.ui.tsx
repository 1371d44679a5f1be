import type { ReactNode } from 'react';

/**
 * The admin's legal text as light Markdown: '# ' and '## ' titles, '- ' lists, paragraphs split by a blank line.
 * Everything is rendered as React text, so HTML in the text is shown as typed and never runs.
 */
export function LegalMarkdown({ text }: { text: string }) {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return <>{blocks.flatMap((block, i) => renderBlock(block, i))}</>;
}

function renderBlock(block: string, key: number): ReactNode[] {
  const nodes: ReactNode[] = [];
  let list: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (list.length)
      nodes.push(
        <ul key={`${key}-ul-${nodes.length}`}>
          {list.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>,
      );
    if (paragraph.length) nodes.push(<p key={`${key}-p-${nodes.length}`}>{paragraph.join(' ')}</p>);
    list = [];
    paragraph = [];
  };
  for (const line of block.split('\n').map((l) => l.trim())) {
    const heading = line.match(/^(#{1,3})\s+(.*)$/);
    const item = line.match(/^[-*]\s+(.*)$/);
    if (heading) {
      flush();
      nodes.push(
        heading[1].length === 1 ? (
          <h2 key={`${key}-h-${nodes.length}`}>{heading[2]}</h2>
        ) : (
          <h3 key={`${key}-h-${nodes.length}`}>{heading[2]}</h3>
        ),
      );
    } else if (item) {
      if (paragraph.length) flush();
      list.push(item[1]);
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return nodes;
}
