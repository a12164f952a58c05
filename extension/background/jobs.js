/**
 * Jobs: one rewrite / restore shown in one review panel. The service worker owns them; the
 * panel (an extension page) subscribes over a port, the content script only ever gets the
 * text to insert after the user pressed Insert. Jobs live in memory: if the browser stops the
 * service worker mid-job, the panel shows an error and nothing is inserted.
 */
import { newId } from '../shared/api.js';

export class Jobs {
  constructor() {
    this.jobs = new Map();
  }

  create(fields) {
    const job = {
      id: newId(),
      state: 'running', // running | done | error | cancelled | inserted | discarded
      progress: null,
      result: null,
      error: null,
      controller: new AbortController(),
      ports: new Set(),
      created: Date.now(),
      ...fields,
    };
    this.jobs.set(job.id, job);
    this.prune();
    return job;
  }

  get(id) {
    return this.jobs.get(id) ?? null;
  }

  /** What a panel may see: everything except the controller and ports. */
  view(job) {
    return {
      id: job.id,
      kind: job.kind,
      state: job.state,
      progress: job.progress,
      original: job.original,
      result: job.result,
      error: job.error,
      insertable: job.insertable,
      site: job.site,
      mode: job.mode,
      corrections: job.corrections,
    };
  }

  update(job, changes) {
    Object.assign(job, changes);
    const view = this.view(job);
    for (const port of job.ports) {
      try {
        port.postMessage({ v: 1, type: 'job.update', job: view });
      } catch {
        job.ports.delete(port);
      }
    }
  }

  remove(job) {
    this.jobs.delete(job.id);
  }

  /** Finished jobs older than ten minutes are dropped (their text with them). */
  prune(now = Date.now()) {
    for (const job of this.jobs.values()) {
      if (job.state !== 'running' && now - job.created > 10 * 60_000) this.jobs.delete(job.id);
    }
  }
}
