import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { apiRoot } from '../../config';
import type { FileStorage } from '../../storage/file-storage';
import { activityIllustration } from './illustrations/activities';
import type { FileRow } from './demo-pictures';
import { captionColumns, captions } from './demo-label-translations';

/** Maintenance records may carry a video or a voice note besides their photos (the media viewer plays both). */
export const recordings = ['netting-video', 'voice-note'] as const;
export type Recording = (typeof recordings)[number];

const VIDEO_FILE = path.join(apiRoot, 'src/db/seed/assets/netting-round.mp4');
const SAMPLE_RATE = 16_000;

/**
 * A 2-second mono 16-bit PCM WAV: three soft chimes (a rising C–E–G) with gentle decays, like the
 * notification sound a farm worker's voice-note app leaves. Pure arithmetic: no network, no encoder.
 */
export function renderVoiceNoteWav(seconds = 2): Buffer {
  const sampleCount = Math.round(SAMPLE_RATE * seconds);
  const chimes = [
    { at: 0.1, frequency: 523.25 },
    { at: 0.6, frequency: 659.25 },
    { at: 1.1, frequency: 783.99 },
  ];
  const pcm = Buffer.alloc(sampleCount * 2);
  for (let i = 0; i < sampleCount; i++) {
    const t = i / SAMPLE_RATE;
    let value = 0;
    for (const chime of chimes) {
      const since = t - chime.at;
      if (since < 0) continue;
      // 10 ms attack so the note starts without a click, then an exponential fade.
      const envelope = Math.min(1, since / 0.01) * Math.exp(-since * 3.5);
      value += envelope * (Math.sin(2 * Math.PI * chime.frequency * since) + 0.3 * Math.sin(4 * Math.PI * chime.frequency * since));
    }
    // Fade the last 50 ms to silence so the file ends without a click too.
    const tail = Math.min(1, (seconds - t) / 0.05);
    pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value * 0.25 * tail)) * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // PCM format chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per sample frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** The video's poster: the netting picture under a round play mark, so the thumbnail reads as a video. */
function posterSvg(): string {
  const playMark =
    '<circle cx="400" cy="260" r="70" fill="#000000" fill-opacity="0.45"/>' +
    '<path d="M375,220 L375,300 L440,260 Z" fill="#ffffff"/>';
  return activityIllustration('netting').replace(/<\/svg>$/, `${playMark}</svg>`);
}

/** Stores the demo video (with a WebP poster thumbnail) and the voice note; returns their `files` rows. */
export async function storeDemoRecordings(storage: FileStorage): Promise<{ rows: FileRow[]; ids: Record<Recording, string> }> {
  const video = await fs.readFile(VIDEO_FILE);
  const videoKey = 'seed/maintenance/netting-round.mp4';
  const posterKey = 'seed/maintenance/netting-round-thumb.webp';
  const poster = await sharp(Buffer.from(posterSvg())).removeAlpha().resize({ width: 320 }).webp({ quality: 78, effort: 2 }).toBuffer();
  await storage.put(videoKey, video, 'video/mp4');
  await storage.put(posterKey, poster, 'image/webp');

  const voiceNote = renderVoiceNoteWav();
  const voiceNoteKey = 'seed/maintenance/voice-note-pruning.wav';
  await storage.put(voiceNoteKey, voiceNote, 'audio/wav');

  const videoRow: FileRow = {
    id: randomUUID(),
    storageKey: videoKey,
    thumbnailKey: posterKey,
    mimeType: 'video/mp4',
    ...captionColumns(captions.fixed('Netting round: nets under the fruiting branches catch the fruit as it falls')),
    folder: 'seed',
    sizeBytes: video.length,
    width: 480,
    height: 360,
  };
  const voiceNoteRow: FileRow = {
    id: randomUUID(),
    storageKey: voiceNoteKey,
    thumbnailKey: null,
    mimeType: 'audio/wav',
    ...captionColumns(captions.fixed('Voice note from the orchard')),
    folder: 'seed',
    sizeBytes: voiceNote.length,
    width: null,
    height: null,
  };
  return { rows: [videoRow, voiceNoteRow], ids: { 'netting-video': videoRow.id, 'voice-note': voiceNoteRow.id } };
}
