import type { DocumentProgress } from '@paperbridge/contracts';
import { useSyncExternalStore } from 'react';
import { applyProgress, newItem, type UploadItem } from './upload-item.rules';

/**
 * The state of the global upload overlays (spec 000 §2, §3 "Upload loader state" and "Processing
 * state"). It lives outside React so that the counter and the processing panel, mounted once in
 * the admin layout, keep going while the user moves from the upload screen to the dashboard.
 */
export interface UploadQueueState {
  /** 'Uploading X of Y' */
  uploading: { show: boolean; fileCount: number; totalFileCount: number };
  items: UploadItem[];
  panelOpen: boolean;
  statusOpen: boolean;
}

const initial: UploadQueueState = {
  uploading: { show: false, fileCount: 0, totalFileCount: 0 },
  items: [],
  panelOpen: false,
  statusOpen: false,
};

let state = initial;
let nextId = 1;
const listeners = new Set<() => void>();
/** running progress streams, stopped when the panel is closed */
const stoppers = new Set<() => void>();

function set(next: Partial<UploadQueueState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export const uploadQueue = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A new batch: its files join the list (an earlier batch still processing stays in the panel). */
  startBatch(fileNames: string[]): string[] {
    const items = fileNames.map((name) => newItem(`u${nextId++}`, name));
    // files of an earlier batch that never became documents are no longer worth showing
    set({ items: [...state.items.filter((i) => i.dtId !== null), ...items] });
    return items.map((i) => i.id);
  },
  update(id: string, patch: Partial<UploadItem> | ((item: UploadItem) => UploadItem)) {
    const apply = (i: UploadItem) => (typeof patch === 'function' ? patch(i) : { ...i, ...patch });
    set({ items: state.items.map((i) => (i.id === id ? apply(i) : i)) });
  },
  setUploading(fileCount: number, totalFileCount: number) {
    set({ uploading: { show: true, fileCount, totalFileCount } });
  },
  hideUploading() {
    set({ uploading: { ...state.uploading, show: false } });
  },
  progress(events: DocumentProgress[]) {
    set({ items: applyProgress(state.items, events) });
  },
  /** a note on every document still on its way (the progress stream gave up) */
  noteUnsettled(message: string, dtIds: readonly string[]) {
    set({
      items: state.items.map((i) =>
        i.dtId && dtIds.includes(i.dtId) && i.phase === 'processing' ? { ...i, message } : i,
      ),
    });
  },
  openPanel: () => set({ panelOpen: true }),
  /** Closing the panel stops following progress; the documents go on in the pipeline (and on the dashboard). */
  closePanel() {
    for (const stop of [...stoppers]) stop();
    stoppers.clear();
    // the status modal, when open, still lists what happened to each file
    set({ panelOpen: false, items: state.statusOpen ? state.items : [] });
  },
  openStatus: () => set({ statusOpen: true }),
  closeStatus: () => set({ statusOpen: false }),
  addStopper(stop: () => void) {
    stoppers.add(stop);
    return () => stoppers.delete(stop);
  },
  /** tests only */
  reset() {
    for (const stop of [...stoppers]) stop();
    stoppers.clear();
    state = initial;
    for (const l of listeners) l();
  },
};

export function useUploadQueue(): UploadQueueState {
  return useSyncExternalStore(uploadQueue.subscribe, uploadQueue.get, uploadQueue.get);
}
