import { Bug, Clock, Mail, MapPin, MessageSquare } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { SUPPORT_EMAIL } from '../../../components/layouts/footer';
import { Card, CardBody } from '../../../components/ui/card';
import { ContactForm } from '../../../features/contact/components/contact-form';
import { useT } from '../../../lib/i18n';
import { contactText } from './i18n';

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardBody className="space-y-3">
        <h2 className="font-semibold text-slate-900 dark:text-white">{title}</h2>
        {children}
      </CardBody>
    </Card>
  );
}

/** One line of a side card: its icon, then the text. */
function IconItem({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon
        aria-hidden="true"
        className="mt-0.5 h-5 w-5 shrink-0 text-teal-700 dark:text-teal-400"
      />
      {children}
    </li>
  );
}

export default function ContactRoute() {
  const t = useT(contactText);
  return (
    <ContentLayout title={t('title')} description={t('description')}>
      <div className="grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardBody className="space-y-6">
            <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
              {t('form.title')}
            </h2>
            <ContactForm />
          </CardBody>
        </Card>
        <div className="space-y-6">
          <SideCard title={t('responseTimes')}>
            <ul className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
              <IconItem icon={MessageSquare}>
                <span>
                  <span className="block font-medium">{t('generalQueries')}</span>
                  {t('generalQueries.time')}
                </span>
              </IconItem>
              <IconItem icon={Bug}>
                <span>
                  <span className="block font-medium">{t('bugReports')}</span>
                  {t('bugReports.time')}
                </span>
              </IconItem>
            </ul>
          </SideCard>
          <SideCard title={t('otherWays')}>
            <ul className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
              <IconItem icon={Mail}>
                <a href={`mailto:${SUPPORT_EMAIL}`} className="underline-offset-4 hover:underline">
                  {SUPPORT_EMAIL}
                </a>
              </IconItem>
              <IconItem icon={MapPin}>{t('location')}</IconItem>
              <IconItem icon={Clock}>
                <span>
                  <span className="block font-medium">{t('hours.title')}</span>
                  {t('hours.text')}
                </span>
              </IconItem>
            </ul>
          </SideCard>
        </div>
      </div>
    </ContentLayout>
  );
}
