import { BED_STATES } from '@hostelhub/shared';
import { useT } from '../../../lib/i18n';
import { registerText } from '../i18n';
import { BED_STATE_LOOK } from '../utils/bed-states';

/** The bed map's key: each state's icon, border and word (none of it relies on colour alone). */
export function BedLegend() {
  const t = useT(registerText);
  return (
    <ul aria-label={t('beds.legend')} className="flex flex-wrap gap-2 text-sm">
      {BED_STATES.map((state) => {
        const look = BED_STATE_LOOK[state];
        const Icon = look.icon;
        return (
          <li
            key={state}
            className={`inline-flex items-center gap-1.5 rounded-md border-2 px-2 py-1 ${look.tile}`}
          >
            <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t(look.label)}
          </li>
        );
      })}
    </ul>
  );
}
