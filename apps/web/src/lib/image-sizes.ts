// The `sizes` of the photos the app preloads, beside their <img>: a preload with the same srcset
// and sizes picks the same file, so the photo is downloaded once (issue 25).

/**
 * How wide the card's photo is shown (issue 25), so the browser picks the smallest stored size
 * that fills it: the whole column on phones, half the grid from 640 px, a third from 1024 px
 * (at most about 400 px: the 1280 px page, less beside the browse filters).
 */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/**
 * How wide the gallery is shown (issue 25): the detail dialog's content width, at most 832 px
 * (the 896 px dialog less its padding) from 928 px, full width less the padding below.
 */
export const GALLERY_IMAGE_SIZES =
  '(min-width: 928px) 832px, (min-width: 768px) calc(100vw - 6rem), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';
