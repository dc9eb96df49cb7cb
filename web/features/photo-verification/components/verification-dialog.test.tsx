import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verificationMessages, type VerificationAttempt } from '#shared/schemas/photo-verification.ts';
import { VerificationDialog } from './verification-dialog.tsx';

const attempt: VerificationAttempt = {
  id: '5f0c6a9e-4c1b-4d8a-9a43-2d0f3b7c1e11',
  poses: ['thumbs-up', 'touch-nose'],
  answered: [],
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
};

/** What the fake camera and the fake server saw. */
interface Seen {
  stopped: number;
  uploads: { url: string; file: File }[];
}

/**
 * jsdom has no camera, canvas or upload: getUserMedia gives a stream of one track, the video has
 * a frame size, the canvas draws nothing and gives a small JPEG, and the upload (XMLHttpRequest,
 * web/lib/api-client.ts:apiUpload) answers as the server would, the second selfie submitting.
 */
function fakeBrowser(camera: () => Promise<MediaStream>): Seen {
  const seen: Seen = { stopped: 0, uploads: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(attempt, { status: 201 })),
  );
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(camera) } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob(['jpeg'], { type: 'image/jpeg' })),
  );
  URL.createObjectURL = vi.fn(() => 'blob:selfie');
  URL.revokeObjectURL = vi.fn();
  class FakeUpload {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      seen.uploads.push({ url: this.url, file: form.get('photo') as File });
      const answered = attempt.poses.slice(0, seen.uploads.length);
      const submitted = answered.length === attempt.poses.length;
      this.status = 200;
      this.responseText = JSON.stringify({
        answered,
        submitted,
        message: submitted ? verificationMessages.submitted : verificationMessages.selfieSaved,
      });
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return seen;
}

function stream(seen: () => Seen): MediaStream {
  const track = { stop: () => (seen().stopped += 1) };
  return { getTracks: () => [track] } as unknown as MediaStream;
}

function renderDialog(onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <VerificationDialog open onClose={onClose} />
    </QueryClientProvider>,
  );
  return { ...view, onClose };
}

beforeEach(() => {
  HTMLVideoElement.prototype.srcObject ??= null;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the photo verification flow (D43)', () => {
  it('shows each pose, takes a picture from the camera, previews it, sends it, and thanks the member', async () => {
    const seen: Seen = fakeBrowser(async () => stream(() => seen));
    renderDialog();

    expect(await screen.findByText('Give a thumbs up beside your face')).toBeTruthy();
    expect(screen.getByText('Pose 1 of 2')).toBeTruthy();
    expect(screen.getByText('Time left:')).toBeTruthy();
    expect(screen.getByText(/^(10:00|9:5\d)$/)).toBeTruthy();
    // No file can be chosen: the camera is the only source.
    expect(document.querySelector('input[type=file]')).toBeNull();
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });

    const take = await screen.findByRole('button', { name: 'Take picture' });
    await waitFor(() => expect(take.hasAttribute('disabled')).toBe(false));
    fireEvent.click(take);
    expect(await screen.findByRole('img', { name: 'Your selfie for this pose' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retake' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Take picture' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Touch your nose with one finger')).toBeTruthy();
    expect(screen.getByText('Pose 2 of 2')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Take picture' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));

    expect(await screen.findByText(verificationMessages.submitted)).toBeTruthy();
    expect(seen.uploads.map((upload) => upload.url)).toEqual([
      `/api/photo-verification/${attempt.id}/selfies?pose=thumbs-up`,
      `/api/photo-verification/${attempt.id}/selfies?pose=touch-nose`,
    ]);
    expect(seen.uploads.every((upload) => upload.file.type === 'image/jpeg')).toBe(true);
    // The camera went off with the last pose (its one track stopped), and was opened only once.
    expect(seen.stopped).toBe(1);
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('says clearly when the camera is refused, and stops nothing it never had', async () => {
    const seen = fakeBrowser(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    renderDialog();
    expect(await screen.findByText(/The camera is blocked/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try the camera again' })).toBeTruthy();
    expect(seen.stopped).toBe(0);
  });

  it('says when there is no camera', async () => {
    fakeBrowser(async () => {
      throw new DOMException('Requested device not found', 'NotFoundError');
    });
    renderDialog();
    expect(await screen.findByText(/We could not find a camera you can use/)).toBeTruthy();
  });

  it('turns the camera off when the member closes the dialog', async () => {
    const seen: Seen = fakeBrowser(async () => stream(() => seen));
    const { onClose, rerender } = renderDialog();
    await screen.findByRole('button', { name: 'Take picture' });
    await waitFor(() => expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Close the verification' }));
    expect(onClose).toHaveBeenCalled();
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <VerificationDialog open={false} onClose={onClose} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(seen.stopped).toBe(1));
  });

  it("gives the server's refusal when no attempt can start", async () => {
    fakeBrowser(async () => stream(() => ({ stopped: 0, uploads: [] })));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'TOO_MANY_VERIFICATIONS', message: verificationMessages.tooMany, requestId: 'r1' } },
          { status: 429 },
        ),
      ),
    );
    renderDialog();
    expect(await screen.findByText(verificationMessages.tooMany)).toBeTruthy();
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });
});
