import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildHostelImage,
  buildRoom,
  buildRoomImage,
} from '../../../testing/hostel-detail-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { ImageGallery } from '../components/image-gallery';
import { RoomPhotos } from '../components/room-photos';

/**
 * Issue 25: the hostel's and rooms' photos name their stored sizes (srcset) and the width they
 * are shown at (sizes), so the browser fetches no photo larger than shown, and carry
 * width/height so their frames keep their shape before the photos arrive.
 */

const sizesOf = (base: string) =>
  `${base}-thumb.webp 400w, ${base}-medium.webp 800w, ${base}.webp 1600w`;

describe('ImageGallery', () => {
  it('should offer every stored size of the photo at the dialog width', async () => {
    const images = [
      buildHostelImage({
        image_url: '/uploads/images/front.webp',
        image_title: 'Front gate',
        srcset: sizesOf('/uploads/images/front'),
      }),
      buildHostelImage({ image_title: 'Lounge', srcset: sizesOf('/uploads/images/lounge') }),
    ];
    renderWithProviders(<ImageGallery images={images} hostelName="Sized Hostel" />);

    const photo = await screen.findByRole('img', { name: 'Front gate' });
    expect(photo).toHaveAttribute('src', '/uploads/images/front.webp');
    expect(photo).toHaveAttribute('srcset', sizesOf('/uploads/images/front'));
    expect(photo.getAttribute('sizes')).toMatch(/\(min-width: 928px\) 832px/);
    expect(photo).toHaveAttribute('width', '1600');
    expect(photo).toHaveAttribute('height', '900');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next photo' }));
    const next = await screen.findByRole('img', { name: 'Lounge' });
    expect(next).toHaveAttribute('srcset', sizesOf('/uploads/images/lounge'));
  });

  it('should show a photo stored in one size by its src alone', async () => {
    const images = [buildHostelImage({ image_title: 'Old photo', srcset: null })];
    renderWithProviders(<ImageGallery images={images} hostelName="Old Hostel" />);

    const photo = await screen.findByRole('img', { name: 'Old photo' });
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).not.toHaveAttribute('sizes');
  });
});

describe('RoomPhotos', () => {
  it('should offer the stored sizes in the strip and in the viewer', async () => {
    const room = buildRoom({
      room_title: 'Twin room',
      room_images: [
        buildRoomImage({
          image_url: '/uploads/images/twin.webp',
          thumbnail_url: '/uploads/images/twin-thumb.webp',
          image_title: 'Twin beds',
          srcset: sizesOf('/uploads/images/twin'),
        }),
      ],
    });
    renderWithProviders(<RoomPhotos rooms={[room]} headingLevel={3} />);

    const opener = await screen.findByRole('button', { name: /Twin room/ });
    const thumbnail = within(opener).getByRole('presentation', { hidden: true });
    expect(thumbnail).toHaveAttribute('src', '/uploads/images/twin-thumb.webp');
    expect(thumbnail).toHaveAttribute('srcset', sizesOf('/uploads/images/twin'));
    expect(thumbnail.getAttribute('sizes')).toMatch(/33vw/);
    expect(thumbnail).toHaveAttribute('width', '400');
    expect(thumbnail).toHaveAttribute('height', '400');

    await userEvent.setup().click(opener);
    const viewer = await screen.findByRole('dialog', { name: 'Twin room' });
    const photo = within(viewer).getByRole('img', { name: 'Twin beds' });
    expect(photo).toHaveAttribute('src', '/uploads/images/twin.webp');
    expect(photo).toHaveAttribute('srcset', sizesOf('/uploads/images/twin'));
    expect(photo).toHaveAttribute('sizes', '100vw');
  });
});
