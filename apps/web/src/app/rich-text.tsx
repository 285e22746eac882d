import { Fragment, type ReactNode } from 'react';

/** `<name>text</name>` in a translated message (not nested). */
const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A translated message with elements inside it, in the language's own word order (issue 24):
 * each `<name>words</name>` of the message becomes `tags.name('words')`, e.g. a link around its
 * text, 'Read our <privacy>Privacy Policy</privacy>.'. A tag without an entry stays as its text.
 */
export function richText(
  message: string,
  tags: Record<string, (chunk: string) => ReactNode>,
): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, name = '', chunk = ''] = match;
    if (match.index > last) nodes.push(message.slice(last, match.index));
    const render = tags[name];
    nodes.push(<Fragment key={match.index}>{render ? render(chunk) : chunk}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < message.length) nodes.push(message.slice(last));
  return nodes;
}
