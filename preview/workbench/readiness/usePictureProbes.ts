import { useEffect, useMemo, useState } from 'react';
import type { PageDetail } from '../../../schemas/page';
import { probePicture, type PictureProbe } from './probe';
import { pictureAddresses } from './readiness';

/** What the browser found of each picture of the page, probed once per address while the workbench is open. */
const probed = new Map<string, Promise<PictureProbe>>();

/** The page's pictures as probed so far: each new address is asked for once, and the map grows as answers come. */
export function usePictureProbes(details: readonly PageDetail[] | null): ReadonlyMap<string, PictureProbe> {
  const [found, setFound] = useState<ReadonlyMap<string, PictureProbe>>(new Map());
  const wanted = useMemo(() => (details ? pictureAddresses(details) : []).join('\n'), [details]);
  useEffect(() => {
    let current = true;
    for (const address of wanted ? wanted.split('\n') : []) {
      if (!probed.has(address)) probed.set(address, probePicture(address));
      void probed.get(address)!.then((probe) => {
        if (current) setFound((known) => (known.get(address) === probe ? known : new Map(known).set(address, probe)));
      });
    }
    return () => {
      current = false;
    };
  }, [wanted]);
  return found;
}
