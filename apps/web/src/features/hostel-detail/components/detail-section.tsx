import type { ReactNode } from 'react';
import { Card, CardBody } from '../../../components/ui/card';
import { Heading, type HeadingLevel } from './heading';

// Under the dialog's h2 title: sections are h3, their parts h4.
export const SECTION: HeadingLevel = 3;
export const SUBSECTION: HeadingLevel = 4;

/** One fact of the hostel (price range, gender, status) in a small card under its heading. */
export function FactCard({
  label,
  level,
  className,
  children,
}: {
  label: string;
  level: HeadingLevel;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardBody className="space-y-1 p-4 sm:p-4">
        <Heading
          level={level}
          className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400"
        >
          {label}
        </Heading>
        <div className="font-semibold text-slate-900 dark:text-white">{children}</div>
      </CardBody>
    </Card>
  );
}

/** A titled section of the detail (About, Facilities, House rules, Contact). */
export function Section({
  title,
  level,
  children,
}: {
  title: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3">
      <Heading level={level} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </Heading>
      {children}
    </section>
  );
}
