import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { PageHeader } from '../ui/page-header';

export interface ContentLayoutProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  /** Narrow pages (forms) read better at prose width. */
  width?: 'narrow' | 'wide';
}

/** The frame of an ordinary page: tab title, h1, lead text and content. */
export function ContentLayout({
  title,
  description,
  actions,
  children,
  width = 'wide',
}: ContentLayoutProps) {
  useDocumentTitle(title);
  return (
    <div
      className={
        width === 'narrow'
          ? 'mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6'
          : 'mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8'
      }
    >
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}
