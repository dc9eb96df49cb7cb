import { useEffect, useRef, useState } from 'react';
import type { Call } from '#shared/schemas/calls.ts';
import { isOwnedHere, readIceServers, readSignals, sendSignal, useSignalTick } from '../api/calls-api.ts';

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'media-failed' | 'failed';

export interface CallConnection {
  /** False in a tab that neither started nor answered the call: it shows the call, connects nothing. */
  here: boolean;
  state: ConnectionState;
  local: MediaStream | undefined;
  remote: MediaStream | undefined;
  muted: boolean;
  cameraOff: boolean;
  cameras: number;
  toggleMute(): void;
  toggleCamera(): void;
  switchCamera(): Promise<void>;
}

const constraintsOf = (call: Call): MediaStreamConstraints => ({
  audio: true,
  video: call.kind === 'video' ? { facingMode: 'user' } : false,
});

/**
 * D47: the WebRTC connection of the member's live call. The caller offers as soon as the call
 * rings (the offer waits on the server for the answer); the member called answers once they
 * accept. Signals go through the server (POST, then the other tab reads them on the 'calls' live
 * event); the media go between the two browsers, with the ICE servers the server hands out.
 */
export function useCallConnection(call: Call | null): CallConnection {
  const [state, setState] = useState<ConnectionState>('idle');
  const [local, setLocal] = useState<MediaStream>();
  const [remote, setRemote] = useState<MediaStream>();
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [cameras, setCameras] = useState(0);
  const peer = useRef<RTCPeerConnection | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const lastSignal = useRef<string | undefined>(undefined);
  const pending = useRef<RTCIceCandidateInit[]>([]);

  /** Reads and applies the signals since the last one read, one read after the other. */
  const readNew = (callId: string) => {
    // One signal that fails to apply (a stale candidate) must not stop the ones after it.
    queue.current = queue.current
      .catch(() => {})
      .then(async () => {
        const pc = peer.current;
        if (!pc) return;
        const { signals } = await readSignals(callId, lastSignal.current).catch(() => ({ signals: [] }));
        for (const signal of signals) {
          lastSignal.current = signal.id;
          const data = JSON.parse(signal.data) as RTCSessionDescriptionInit & RTCIceCandidateInit;
          if (signal.type === 'candidate') {
            if (pc.remoteDescription) await pc.addIceCandidate(data).catch(() => {});
            else pending.current.push(data);
            continue;
          }
          await pc.setRemoteDescription(data);
          for (const candidate of pending.current.splice(0)) await pc.addIceCandidate(candidate).catch(() => {});
          if (signal.type === 'offer') {
            await pc.setLocalDescription(await pc.createAnswer());
            await sendSignal(callId, { type: 'answer', data: JSON.stringify(pc.localDescription) });
          }
        }
      });
  };

  const id = call?.id;
  // The caller connects from the first ring; the member called once they accepted — in the tab
  // that started or answered the call only.
  const ready = call !== null && isOwnedHere(call.id) && (call.direction === 'outgoing' || call.state === 'active');
  const tick = useSignalTick(ready ? id : undefined);

  useEffect(() => {
    if (!ready || !call) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    const connection = { current: undefined as RTCPeerConnection | undefined };
    lastSignal.current = undefined;
    pending.current = [];
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia(constraintsOf(call));
      } catch {
        if (!stopped) setState('media-failed');
        return;
      }
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      setLocal(stream);
      const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
      setCameras(devices.filter((device) => device.kind === 'videoinput').length);
      const { iceServers } = await readIceServers(call.id);
      if (stopped) return;
      const pc = new RTCPeerConnection({ iceServers });
      connection.current = pc;
      peer.current = pc;
      for (const track of stream.getTracks()) pc.addTrack(track, stream);
      pc.onicecandidate = (event) => {
        if (event.candidate)
          void sendSignal(call.id, { type: 'candidate', data: JSON.stringify(event.candidate.toJSON()) }).catch(
            () => {},
          );
      };
      pc.ontrack = (event) => setRemote(event.streams[0] ?? new MediaStream([event.track]));
      pc.onconnectionstatechange = () => {
        if (pc.connectionState === 'connected') setState('connected');
        else if (pc.connectionState === 'failed') setState('failed');
      };
      setState('connecting');
      if (call.direction === 'outgoing') {
        await pc.setLocalDescription(await pc.createOffer());
        await sendSignal(call.id, { type: 'offer', data: JSON.stringify(pc.localDescription) });
      }
      // What came while the connection was being made (the caller's offer, waiting since the ring).
      readNew(call.id);
    })().catch(() => {
      if (!stopped) setState('failed');
    });
    return () => {
      stopped = true;
      connection.current?.close();
      peer.current = undefined;
      if (stream) for (const track of stream.getTracks()) track.stop();
      setLocal(undefined);
      setRemote(undefined);
      setMuted(false);
      setCameraOff(false);
      setState('idle');
    };
    // A new connection per call, made once it may connect; the call's later changes keep it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, ready]);

  // Each 'calls' event (and every few seconds): the signals for this member since the last one read.
  useEffect(() => {
    if (ready && id && tick.data !== undefined) readNew(id);
  }, [id, ready, tick.data]);

  return {
    here: call !== null && isOwnedHere(call.id),
    state,
    local,
    remote,
    muted,
    cameraOff,
    cameras,
    toggleMute() {
      for (const track of local?.getAudioTracks() ?? []) track.enabled = muted;
      setMuted(!muted);
    },
    toggleCamera() {
      for (const track of local?.getVideoTracks() ?? []) track.enabled = cameraOff;
      setCameraOff(!cameraOff);
    },
    /** The next camera of the device, sent in place of the current one (no new offer needed). */
    async switchCamera() {
      const current = local?.getVideoTracks()[0];
      const pc = peer.current;
      if (!current || !pc || !local) return;
      const videos = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput');
      const at = videos.findIndex((d) => d.deviceId === current.getSettings().deviceId);
      const next = videos[(at + 1) % videos.length];
      if (!next || videos.length < 2) return;
      const fresh = await navigator.mediaDevices.getUserMedia({ video: { deviceId: { exact: next.deviceId } } });
      const track = fresh.getVideoTracks()[0];
      if (!track) return;
      track.enabled = !cameraOff;
      const sender = pc.getSenders().find((s) => s.track?.kind === 'video');
      await sender?.replaceTrack(track);
      local.removeTrack(current);
      current.stop();
      local.addTrack(track);
      setLocal(new MediaStream(local.getTracks()));
    },
  };
}
