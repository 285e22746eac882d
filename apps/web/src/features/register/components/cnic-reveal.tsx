import { Eye } from 'lucide-react';
import { Ltr } from '../../../components/ltr';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useRevealCnic } from '../api/reveal-cnic';
import { registerText } from '../i18n';

/**
 * A resident's CNIC, masked (`35202-*******-1`) until "Reveal" (issue 44 item 5): the reveal is
 * recorded in their history with who did it, which the line beside the button says.
 */
export function CnicReveal({ residentId, masked }: { residentId: string; masked: string | null }) {
  const t = useT(registerText);
  const reveal = useRevealCnic(residentId);
  if (!masked) return <span>{t('details.none')}</span>;
  const shown = reveal.data
    ? `${reveal.data.slice(0, 5)}-${reveal.data.slice(5, 12)}-${reveal.data.slice(12)}`
    : masked;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Ltr className="font-mono">{shown}</Ltr>
      {reveal.data ? null : (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => reveal.mutate()}
            disabled={reveal.isPending}
            aria-describedby={`cnic-note-${residentId}`}
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
            {t('cnic.reveal')}
          </Button>
          <span
            id={`cnic-note-${residentId}`}
            className="text-xs text-slate-600 dark:text-slate-400"
          >
            {t('cnic.recorded')}
          </span>
        </>
      )}
      {reveal.isError ? (
        <span role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorText(reveal.error, t('cnic.failed'))}
        </span>
      ) : null}
    </span>
  );
}
