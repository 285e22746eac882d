import {
  MAX_ROOM_IMAGES,
  RoomFormSchema,
  WizardRoomSchema,
  type RoomFormValues,
  type WizardRoomInput,
} from '@hostelhub/shared';
import { BedDouble, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  PhotoPicker,
  type PickedPhoto,
  type PickedPhotoSet,
} from '../../../components/photo-picker';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import type { RoomCardRoom } from './room-card';
import { RoomCard } from './room-card';
import { checkImageFile } from '../../../lib/image-file';
import { useFormatters, useSharedText, useT } from '../../../lib/i18n';
import { roomsText } from '../i18n';
import { RoomForm } from './room-form';

/** One wizard room's picked photos (issue 22 item 18), uploaded once the hostel is saved. */
export type WizardRoomPhotos = PickedPhotoSet;

export interface WizardRoomsStepProps {
  /** The rooms so far, held by the wizard until its final submit. */
  rooms: WizardRoomInput[];
  /** Each room's photos, by the room's index (issue 22 item 18); none when absent. */
  roomPhotos?: WizardRoomPhotos[];
  /** Called with the rooms and, index for index, their photos. */
  onChange: (rooms: WizardRoomInput[], roomPhotos: WizardRoomPhotos[]) => void;
}

const NO_PHOTOS: WizardRoomPhotos = { photos: [], primaryKey: null };

/** A wizard room as a card reads it (the schema fills its defaults; rooms here passed it). */
function asCardRoom(room: WizardRoomInput): RoomCardRoom {
  const parsed = WizardRoomSchema.safeParse(room);
  return parsed.success ? parsed.data : RoomFormSchema.parse({ price_per_month: 0 });
}

/**
 * Wizard step 2 'Add Rooms' (part 2 section 2): summary cards (Total Rooms, Max Capacity,
 * Starting From, Up To), an add/edit panel checked with the wizard rule (decision 13: a title
 * and a monthly price) and the room cards. Nothing is saved until the wizard submits.
 */
export function WizardRoomsStep({ rooms, roomPhotos = [], onChange }: WizardRoomsStepProps) {
  const t = useT(roomsText);
  const format = useFormatters();
  const [editing, setEditing] = useState<number | 'new' | null>(rooms.length === 0 ? 'new' : null);
  const cards = rooms.map(asCardRoom);
  const prices = cards.map((room) => room.price_per_month);
  const summary = [
    { label: t('stats.totalRooms'), value: format.number(rooms.length) },
    {
      label: t('stats.maxCapacity'),
      value: format.number(cards.reduce((sum, room) => sum + room.max_occupancy, 0)),
    },
    {
      label: t('stats.startingFrom'),
      value: format.rupees(prices.length ? Math.min(...prices) : 0),
    },
    { label: t('stats.upTo'), value: format.rupees(prices.length ? Math.max(...prices) : 0) },
  ];

  const photosOf = (index: number) => roomPhotos[index] ?? NO_PHOTOS;
  // The wizard variant checks with WizardRoomSchema, so every saved room has its title.
  const save = (values: RoomFormValues, photos: WizardRoomPhotos) => {
    const room = values as WizardRoomInput;
    const next = [...rooms];
    const nextPhotos = rooms.map((_, index) => photosOf(index));
    if (editing === 'new' || editing === null) {
      next.push(room);
      nextPhotos.push(photos);
    } else {
      next[editing] = room;
      nextPhotos[editing] = photos;
    }
    onChange(next, nextPhotos);
    setEditing(null);
  };

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {summary.map(({ label, value }) => (
          <Card key={label}>
            <CardBody className="p-4 sm:p-4">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </CardBody>
          </Card>
        ))}
      </dl>

      {editing !== null ? (
        <section
          aria-labelledby="wizard-room-heading"
          className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <h3 id="wizard-room-heading" className="mb-4 text-lg font-semibold">
            {editing === 'new'
              ? t('wizard.addRoom')
              : t('wizard.editRoom', { number: editing + 1 })}
          </h3>
          <WizardRoomEditor
            key={editing}
            room={editing === 'new' ? undefined : rooms[editing]}
            photos={editing === 'new' ? NO_PHOTOS : photosOf(editing)}
            onSave={save}
            onCancel={() => setEditing(null)}
            submitLabel={editing === 'new' ? t('action.addRoom') : t('wizard.saveRoom')}
          />
        </section>
      ) : (
        <Button variant="outline" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('action.addRoom')}
        </Button>
      )}

      {rooms.length === 0 && editing === null ? (
        <EmptyState icon={BedDouble} title={t('list.empty')}>
          {t('wizard.emptyBody')}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('wizard.listLabel')}>
          {cards.map((room, index) => (
            <li key={index}>
              <RoomCard
                room={room}
                onEdit={() => setEditing(index)}
                onDelete={() => {
                  onChange(
                    rooms.filter((_, other) => other !== index),
                    rooms.map((_, other) => photosOf(other)).filter((_, other) => other !== index),
                  );
                  setEditing(null);
                }}
                deleteAction="remove"
              />
              {photosOf(index).photos.length > 0 ? (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {t('wizard.photosToUpload', { count: photosOf(index).photos.length })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The wizard's room form with a photo field like the owner's room form (issue 22 item 18): at
 * most 8 per room, each checked (type, size, first bytes) when picked, a primary choice.
 */
function WizardRoomEditor({
  room,
  photos,
  onSave,
  onCancel,
  submitLabel,
}: {
  room: WizardRoomInput | undefined;
  photos: WizardRoomPhotos;
  onSave: (values: RoomFormValues, photos: WizardRoomPhotos) => void;
  onCancel: () => void;
  submitLabel: string;
}) {
  // The picker releases its previews when it goes, so each edit makes its own.
  const [picked, setPicked] = useState<PickedPhoto[]>(() =>
    photos.photos.map((photo) => ({ ...photo, previewUrl: URL.createObjectURL(photo.file) })),
  );
  const [primaryKey, setPrimaryKey] = useState(photos.primaryKey);
  const t = useT(roomsText);
  const sharedText = useSharedText();
  const [refused, setRefused] = useState<string[]>([]);
  return (
    <RoomForm
      variant="wizard"
      room={room}
      onSubmit={(values) => onSave(values, { photos: picked, primaryKey })}
      onCancel={onCancel}
      submitLabel={submitLabel}
    >
      <PhotoPicker
        photos={picked}
        onChange={setPicked}
        primaryKey={primaryKey}
        onPrimaryChange={setPrimaryKey}
        remaining={MAX_ROOM_IMAGES - picked.length}
        check={async (file) => {
          const problem = await checkImageFile(file);
          return problem && sharedText(problem);
        }}
        onRefused={setRefused}
        label={t('panel.photos')}
      />
      {refused.map((message) => (
        <p key={message} className="text-sm text-red-600 dark:text-red-400">
          {message}
        </p>
      ))}
    </RoomForm>
  );
}
