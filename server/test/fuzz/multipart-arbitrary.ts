import fc from 'fast-check';
import { HOSTILE_STRINGS } from './schema-arbitraries.ts';

/** Bytes an upload may carry: real images, images cut short, floods, scripts and noise. */
export interface UploadSamples {
  png: Buffer;
  jpeg: Buffer;
  pixelFlood: Buffer;
}

export interface RawBody {
  payload: Buffer | string | undefined;
  contentType: string | undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function fileBytes(samples: UploadSamples): fc.Arbitrary<Buffer> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(samples.png, samples.jpeg) },
    { weight: 1, arbitrary: fc.constant(samples.pixelFlood) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(samples.png, samples.jpeg), fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([image, share]) => image.subarray(0, Math.floor(image.length * share))),
    },
    {
      weight: 2,
      arbitrary: fc
        .uint8Array({ maxLength: 4096 })
        .chain((noise) =>
          fc.constantFrom(
            Buffer.from(noise),
            Buffer.concat([PNG_SIGNATURE, Buffer.from(noise)]),
            Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(noise)]),
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        Buffer.alloc(0),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
        Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;'),
        Buffer.from('%PDF-1.4\n%âãÏÓ\n'),
        Buffer.from('<?php echo 1; ?>'),
        Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
      ),
    },
  );
}

const FIELD_NAMES = ['photo', 'photo', 'photo', 'file', 'kind', '', '__proto__', 'constructor', 'photo[]'];
const FILE_NAMES: (string | undefined)[] = [
  'photo.png',
  'photo.jpg',
  undefined,
  '',
  '../../../../etc/passwd',
  '..\\..\\boot.ini',
  'a\u0000.png',
  'photo.php.jpg',
  '"; name="x',
  'x'.repeat(1000),
  '%2e%2e%2f.png',
];
const PART_TYPES: (string | undefined)[] = [
  'image/png',
  'image/jpeg',
  undefined,
  'text/html',
  'application/octet-stream',
  'image/svg+xml',
  'image/png; charset=utf-8',
];

interface Part {
  name: string;
  filename: string | undefined;
  type: string | undefined;
  bytes: Buffer;
}

/** A well-formed upload of one real image, as the web app sends it: what reaches the handler. */
export function uploadBody(samples: UploadSamples): fc.Arbitrary<RawBody> {
  return fc
    .record({
      image: fc.constantFrom(
        { bytes: samples.png, name: 'photo.png', type: 'image/png' },
        { bytes: samples.jpeg, name: 'photo.jpg', type: 'image/jpeg' },
      ),
      boundary: fc.constantFrom('fuzzBoundary', '----WebKitFormBoundary7MA4YWxkTrZu0gW'),
    })
    .map(({ image, boundary }) => ({
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${image.name}"\r\n` +
            `Content-Type: ${image.type}\r\n\r\n`,
        ),
        image.bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    }));
}

/** A multipart/form-data body: zero to four parts, well formed or broken in one of many ways. */
export function multipartBody(samples: UploadSamples): fc.Arbitrary<RawBody> {
  const part: fc.Arbitrary<Part> = fc.record({
    name: fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...FIELD_NAMES) },
      fc.constantFrom(...HOSTILE_STRINGS.slice(0, 30)),
    ),
    filename: fc.constantFrom(...FILE_NAMES),
    type: fc.constantFrom(...PART_TYPES),
    bytes: fc.oneof(
      { weight: 4, arbitrary: fileBytes(samples) },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.slice(0, 40)).map((text) => Buffer.from(text)) },
    ),
  });
  const boundary = fc.constantFrom('fuzzBoundary', 'x', '----WebKitFormBoundary7MA4YWxkTrZu0gW', 'a'.repeat(70));
  const ending = fc.constantFrom('closed', 'closed', 'closed', 'unclosed', 'no-crlf', 'wrong-boundary');
  const declared = fc.constantFrom('same', 'same', 'same', 'missing', 'other', 'not-multipart', 'none');
  return fc
    .record({ parts: fc.array(part, { maxLength: 4 }), boundary, ending, declared })
    .map(({ parts, boundary: b, ending: end, declared: header }) => {
      const chunks: Buffer[] = [];
      for (const p of parts) {
        const disposition =
          `Content-Disposition: form-data; name="${p.name}"` +
          (p.filename === undefined ? '' : `; filename="${p.filename}"`);
        chunks.push(
          Buffer.from(`--${b}\r\n${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`, 'utf8'),
          p.bytes,
          Buffer.from('\r\n'),
        );
      }
      if (end === 'closed') chunks.push(Buffer.from(`--${b}--\r\n`));
      if (end === 'no-crlf') chunks.push(Buffer.from(`--${b}--`));
      if (end === 'wrong-boundary') chunks.push(Buffer.from(`--${b}x--\r\n`));
      const contentType =
        header === 'same'
          ? `multipart/form-data; boundary=${b}`
          : header === 'missing'
            ? 'multipart/form-data'
            : header === 'other'
              ? 'multipart/form-data; boundary=somethingElse'
              : header === 'not-multipart'
                ? 'application/json'
                : undefined;
      return { payload: Buffer.concat(chunks), contentType };
    });
}
