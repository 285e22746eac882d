import { TWO_FACTOR_MESSAGES } from '@hostelhub/shared';
import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { saveFile } from '../../../lib/save-file';
import { useSharedText, useT } from '../../../lib/i18n';
import { accountText } from '../i18n';

/**
 * The recovery codes, shown once after turning two-factor sign-in on or renewing them, with
 * download (hostelhub-recovery-codes.txt) and copy; `onDone` once the user saved them.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT(accountText);
  const sharedText = useSharedText();
  const [copied, setCopied] = useState(false);
  const text = `${t('codes.fileTitle')}\n${t('codes.fileHint')}\n\n${codes.join('\n')}\n`;
  const download = () =>
    saveFile(new Blob([text], { type: 'text/plain' }), 'hostelhub-recovery-codes.txt');
  return (
    <div className="space-y-3">
      <Alert tone="success">{sharedText(TWO_FACTOR_MESSAGES.enabled)}</Alert>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('codes.hint')}</p>
      <ol
        aria-label={t('codes.list')}
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm sm:grid-cols-3 dark:bg-slate-800"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('codes.download')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          {copied ? t('codes.copied') : t('codes.copy')}
        </Button>
        <Button onClick={onDone}>{t('codes.done')}</Button>
      </div>
    </div>
  );
}
