import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useT } from '../../../lib/i18n';
import { registerText } from '../i18n';

/**
 * A printable page of the register (issue 44 item 6): Back and Print above an A4 sheet; on
 * paper only the sheet prints (index.css hides the site's header and footer, `print:hidden`
 * these buttons), and the browser's "Save as PDF" keeps Urdu's shaping.
 */
export function PrintFrame({
  title,
  backHref,
  children,
}: {
  title: string;
  backHref: string;
  children: ReactNode;
}) {
  const t = useT(registerText);
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-[210mm] space-y-4 px-4 py-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Link to={backHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          {t('print.back')}
        </Link>
        <Button size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          {t('print.print')}
        </Button>
      </div>
      <article className="rounded-lg border border-slate-300 bg-white p-6 text-slate-900 shadow-sm print:rounded-none print:border-0 print:p-0 print:shadow-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 print:dark:bg-white print:dark:text-black">
        <h1 className="mb-4 text-xl font-bold">{title}</h1>
        {children}
      </article>
    </div>
  );
}
