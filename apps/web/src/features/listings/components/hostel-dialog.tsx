import { LISTING_MESSAGES, type HostelDetail } from '@hostelhub/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BedDouble, CalendarClock, Pencil, Utensils } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { MessMenu } from '../../../components/mess-menu';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDiscardGuard, useLeaveGuard } from '../../../components/discard-guard';
import { errorText } from '../../../lib/error-text';
import { getHostelQueryOptions } from '../../../lib/get-hostel';
import { useSharedText, useT } from '../../../lib/i18n';
import { listingsText } from '../i18n';
import { BookingSettingsView } from './booking-settings-view';
import { HostelDetailsView } from './hostel-details-view';
import { HostelForm } from './hostel-form';
import { HostelWizard, type RenderWizardRooms } from './hostel-wizard';
import { MessDialog } from './mess-dialog';
import { PendingChangeBanner } from './pending-change-notice';
import { useProposedPlaceNames } from '../hooks/use-proposed-place-names';

/** The rooms sub-view, given by the route (the rooms feature draws it). */
export type RenderHostelRooms = (props: {
  hostelId: string;
  canEdit: boolean;
  onBack: () => void;
  /** Told whether a room form has unsaved changes (issue 22 item 9). */
  onDirtyChange: (isDirty: boolean) => void;
}) => ReactNode;

/**
 * What the dashboard dialog shows (part 2 section 4 'Owner dialog modes'): the plain form for
 * a new hostel, the wizard, or one hostel in view or edit mode (view can switch to edit).
 * `photoFailures`: a new hostel was saved but these photos failed (issue 22 item 1).
 */
export type HostelDialogState =
  | { mode: 'create' }
  | { mode: 'wizard' }
  | { mode: 'view' | 'edit'; hostelId: string; photoFailures?: string[] };

export interface HostelDialogProps {
  state: HostelDialogState | null;
  onStateChange: (state: HostelDialogState | null) => void;
  renderRooms: RenderHostelRooms;
  renderWizardRooms: RenderWizardRooms;
  /** A hostel was created (plain form or wizard); `message` is the text to show. */
  onCreated: (hostel: HostelDetail, message: string) => void;
}

const titles = {
  create: 'dashboard.quickAdd',
  wizard: 'dialog.wizard',
  view: 'dialog.view',
  edit: 'dialog.edit',
} as const;

/**
 * The owner dashboard's hostel dialog with its create, view and edit modes and sub-views.
 * Closing it (X, Escape, a click outside, Cancel) or leaving the page with unsaved changes
 * asks "Discard changes?" first (issue 22 item 9).
 */
export function HostelDialog({
  state,
  onStateChange,
  renderRooms,
  renderWizardRooms,
  onCreated,
}: HostelDialogProps) {
  const [isDirty, setIsDirty] = useState(false);
  const t = useT(listingsText);
  const discard = useDiscardGuard(isDirty);
  // Browser Back or a reload would throw the same changes away: they ask too.
  const leave = useLeaveGuard(isDirty);
  const change = (next: HostelDialogState | null) => {
    setIsDirty(false);
    onStateChange(next);
  };
  const close = () => discard.request(() => change(null));
  const created = (hostel: HostelDetail, message: string) => {
    setIsDirty(false);
    onCreated(hostel, message);
  };
  // Issue 22 item 1: the hostel was created but photos failed: show it and list them.
  const showFailures = (hostel: HostelDetail, failures: string[]) =>
    change({ mode: 'view', hostelId: hostel.id, photoFailures: failures });
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={state ? t(titles[state.mode]) : ''}
      size="xl"
    >
      {state?.mode === 'create' ? (
        <HostelForm
          onSaved={(hostel) => created(hostel, t('dialog.created', { name: hostel.name }))}
          onCreatedWithFailures={showFailures}
          onCancel={close}
          onDirtyChange={setIsDirty}
        />
      ) : null}
      {state?.mode === 'wizard' ? (
        <HostelWizard
          renderRooms={renderWizardRooms}
          onCreated={(hostel, failures) => {
            if (failures.length > 0) showFailures(hostel, failures);
            else created(hostel, LISTING_MESSAGES.wizardSuccess);
          }}
          onCancel={close}
          onDirtyChange={setIsDirty}
        />
      ) : null}
      {state?.mode === 'view' || state?.mode === 'edit' ? (
        <ExistingHostel
          key={state.hostelId}
          hostelId={state.hostelId}
          mode={state.mode}
          photoFailures={state.photoFailures ?? []}
          onModeChange={(mode) => change({ mode, hostelId: state.hostelId })}
          onClose={close}
          onDirtyChange={setIsDirty}
          renderRooms={renderRooms}
        />
      ) : null}
      {discard.dialog}
      {leave}
    </Dialog>
  );
}

type SubView = 'details' | 'rooms' | 'mess' | 'visits';

function ExistingHostel({
  hostelId,
  mode,
  photoFailures,
  onModeChange,
  onClose,
  onDirtyChange,
  renderRooms,
}: {
  hostelId: string;
  mode: 'view' | 'edit';
  photoFailures: string[];
  onModeChange: (mode: 'view' | 'edit') => void;
  onClose: () => void;
  onDirtyChange: (isDirty: boolean) => void;
  renderRooms: RenderHostelRooms;
}) {
  const hostel = useQuery(getHostelQueryOptions(hostelId));
  // Issue 26: the edit form starts from the owner's waiting change, whose places need names.
  const proposedPlaces = useProposedPlaceNames(mode === 'edit' ? hostel.data : undefined);
  // Once the form has started it stays mounted, even while a saved change's places load.
  const [hasFormStarted, setHasFormStarted] = useState(false);
  const isEditReady = mode === 'edit' && hostel.data !== undefined && proposedPlaces.isReady;
  if (isEditReady && !hasFormStarted) setHasFormStarted(true);
  if (mode !== 'edit' && hasFormStarted) setHasFormStarted(false);
  const formCanStart = hasFormStarted || proposedPlaces.isReady;
  const [subView, setSubView] = useState<SubView>('details');
  const [isMessDialogOpen, setIsMessDialogOpen] = useState(false);
  const backToDetails = () => setSubView('details');
  const t = useT(listingsText);
  const shared = useSharedText();

  if (hostel.isError) {
    return (
      <LoadError
        title={shared(LISTING_MESSAGES.hostelsLoadFailed)}
        message={errorText(hostel.error, shared(LISTING_MESSAGES.loadDataFailed))}
        onRetry={() => void hostel.refetch()}
        isRetrying={hostel.isFetching}
      />
    );
  }
  if (!hostel.data) {
    return (
      <div role="status" aria-label={t('dialog.loading')} className="space-y-3">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  const data = hostel.data;

  if (subView === 'rooms') {
    return (
      <>
        {renderRooms({ hostelId, canEdit: mode === 'edit', onBack: backToDetails, onDirtyChange })}
      </>
    );
  }

  if (subView === 'visits') {
    return (
      <BookingSettingsView hostel={data} onBack={backToDetails} onDirtyChange={onDirtyChange} />
    );
  }

  if (subView === 'mess') {
    const hasMess = data.mess_info?.mess_available === true;
    return (
      <section aria-labelledby="mess-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="mess-heading" className="text-lg font-semibold">
            {t('mess.heading')}
          </h3>
          <Button variant="ghost" onClick={backToDetails}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
            {t('mess.backToDetails')}
          </Button>
        </div>
        {hasMess && data.mess_info ? (
          <MessMenu mess={data.mess_info} hostelName={data.name} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('mess.noInfo')}</p>
        )}
        <Button onClick={() => setIsMessDialogOpen(true)}>
          <Utensils aria-hidden="true" className="h-4 w-4" />
          {hasMess ? t('mess.editDetails') : t('mess.addInfo')}
        </Button>
        <MessDialog hostel={data} open={isMessDialogOpen} onOpenChange={setIsMessDialogOpen} />
      </section>
    );
  }

  const subViewButtons = (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setSubView('rooms')}>
        <BedDouble aria-hidden="true" className="h-4 w-4" />
        {mode === 'edit' ? t('dialog.manageRooms') : t('dialog.viewRooms')}
      </Button>
      <Button variant="outline" onClick={() => setSubView('mess')}>
        <Utensils aria-hidden="true" className="h-4 w-4" />
        {t('dialog.messDetails')}
      </Button>
      <Button variant="outline" onClick={() => setSubView('visits')}>
        <CalendarClock aria-hidden="true" className="h-4 w-4" />
        {t('dialog.visits')}
      </Button>
    </div>
  );

  if (mode === 'edit') {
    return (
      <div className="space-y-6">
        {/* Withdrawn while editing: the form's values were the change's, so back to the view. */}
        <PendingChangeBanner hostel={data} isEditing onWithdrawn={() => onModeChange('view')} />
        {subViewButtons}
        {formCanStart ? (
          <HostelForm
            // Not keyed by the change: a save that creates one must not remount the form, or
            // its save callbacks (photo uploads, the toast, leaving for the view) are lost.
            hostel={data}
            proposedPlaces={proposedPlaces.names}
            onSaved={() => onModeChange('view')}
            onCancel={onClose}
            onDirtyChange={onDirtyChange}
          />
        ) : (
          <div role="status" aria-label={t('dialog.loading')} className="space-y-3">
            <Skeleton className="h-40" />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {photoFailures.length > 0 ? (
        <Alert tone="error" headingLevel={3} title={t('dialog.createdWithFailures')}>
          <ul className="list-disc space-y-1 ps-5">
            {photoFailures.map((failure, index) => (
              // Two photos may share a name and a reason: the place is the key.
              <li key={index} className="break-words">
                {failure}
              </li>
            ))}
          </ul>
          <p className="mt-2">{t('dialog.addAgain')}</p>
        </Alert>
      ) : null}
      <h3 className="text-xl font-semibold">{data.name}</h3>
      <PendingChangeBanner hostel={data} />
      {subViewButtons}
      <HostelDetailsView hostel={data} />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
        <Button variant="outline" onClick={onClose}>
          {t('action.close')}
        </Button>
        <Button onClick={() => onModeChange('edit')}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t('dialog.edit')}
        </Button>
      </div>
    </div>
  );
}
