import { Phone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useVerifiedPhones } from '../../../lib/verified-phones';
import { PhoneDialog } from './phone-dialog';
import { useT } from '../../../lib/i18n';
import { phonesText } from '../i18n';
import { Ltr } from '../../../components/ltr';

/**
 * The owner profile's business numbers (part 2 section 2 'Owner profile'): the verified
 * numbers at a glance and 'Manage Business Phone Numbers', which opens the phone dialog.
 */
export function BusinessPhonesCard() {
  const t = useT(phonesText);
  const phones = useVerifiedPhones();
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardBody className="space-y-3">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
          <Phone aria-hidden="true" className="h-4 w-4" />
          {t('card.title')}
        </h2>
        {phones.isPending ? (
          <Skeleton className="h-5 w-48" />
        ) : phones.data && phones.data.length > 0 ? (
          <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
            {phones.data.map((phone) => (
              <li key={phone.id} className="flex items-center gap-2">
                <Ltr>{phone.formattedNumber}</Ltr>
                <span className="text-slate-500 dark:text-slate-400">{phone.label}</span>
                {phone.isPrimary ? <Badge tone="brand">{t('list.primary')}</Badge> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('card.empty')}</p>
        )}
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('dialog.title')}
        </Button>
        <PhoneDialog open={open} onOpenChange={setOpen} />
      </CardBody>
    </Card>
  );
}
