import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_PIXELS } from '#shared/limits.ts';
import { photoMessages } from '#shared/messages.ts';
import { BadRequestError } from './errors.ts';

export interface ProcessedImage {
  display: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

const DISPLAY_MAX = 1600;
const THUMBNAIL_SIZE = 400;

/**
 * D17: the type comes from the bytes, not the name; the pixel count is checked before decoding;
 * the image is decoded, turned upright, stripped of every piece of metadata (EXIF, GPS, ICC, XMP)
 * and re-encoded, with a square thumbnail for cards. Anything that fails is 'not a valid image'.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(type.mime)) {
    throw new BadRequestError(photoMessages.invalidImage, 'INVALID_IMAGE');
  }
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new BadRequestError(photoMessages.invalidImage, 'INVALID_IMAGE');
  }
  if (!metadata.width || !metadata.height) throw new BadRequestError(photoMessages.invalidImage, 'INVALID_IMAGE');
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) {
    throw new BadRequestError(photoMessages.tooManyPixels, 'IMAGE_TOO_MANY_PIXELS');
  }
  try {
    // failOn 'truncated' refuses cut-off files; sharp writes no metadata unless asked to.
    const source = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'truncated' }).rotate();
    const display = await source
      .clone()
      .resize({ width: DISPLAY_MAX, height: DISPLAY_MAX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await source
      .clone()
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'cover', position: 'attention' })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      display: display.data,
      thumbnail,
      width: display.info.width,
      height: display.info.height,
      contentType: 'image/webp',
    };
  } catch {
    throw new BadRequestError(photoMessages.invalidImage, 'INVALID_IMAGE');
  }
}

const BLUR_SOURCE = 12;
const BLURRED_SIZE = 240;

/**
 * D33: what a member who may not see the photos gets instead: the thumbnail shrunk to a few pixels
 * (nothing of a face survives), then enlarged and blurred so that it reads as a soft colour field.
 */
export async function blurredPhoto(thumbnail: Buffer): Promise<Buffer> {
  const tiny = await sharp(thumbnail).resize({ width: BLUR_SOURCE, height: BLUR_SOURCE, fit: 'cover' }).toBuffer();
  return sharp(tiny)
    .resize({ width: BLURRED_SIZE, height: BLURRED_SIZE, kernel: 'cubic' })
    .blur(10)
    .webp({ quality: 60 })
    .toBuffer();
}
