import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '../../../lib/i18n';

/** Marks a placeholder's place in a translated sentence (an invisible separator). */
const MARK = '\u2063';

/**
 * A translated sentence with elements in it (links), in the language's own word order: the
 * message's `{name}` placeholders become `nodes[name]`, e.g. 'I agree to the {terms} and
 * {privacy}' with the two links.
 */
export function withLinks(
  translate: (values: MessageValues) => string,
  nodes: Record<string, ReactNode>,
): ReactNode[] {
  const marks = Object.fromEntries(
    Object.keys(nodes).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  return translate(marks)
    .split(MARK)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 ? (nodes[part] ?? part) : part}</Fragment>
    ));
}
