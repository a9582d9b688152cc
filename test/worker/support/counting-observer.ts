import { RedirectObserver, type RequestWatch } from '../../../src/robots/redirect-observer.ts';

/**
 * A RedirectObserver that counts the watches started and not stopped yet: a
 * fetcher must stop every watch it starts, or the observer keeps matching
 * each webRequest event against it for as long as the worker lives.
 */
export class CountingObserver extends RedirectObserver {
  open = 0;

  override watch(robotsUrl: string): RequestWatch {
    const watch = super.watch(robotsUrl);
    this.open++;
    const stop = watch.stop;
    let stopped = false;
    watch.stop = () => {
      if (!stopped) this.open--;
      stopped = true;
      stop();
    };
    return watch;
  }
}
