/** The popup's "Links and resources" section, fed from links-state.ts; mounted below the verdict's details. */
import { useEffect } from 'preact/hooks';
import { LinksSection } from '../ui/links-section.tsx';
import {
  checkLinks,
  checkPrivateAddresses,
  decidedFor,
  decideLinks,
  linksLoad,
  linksOpen,
  linksView,
  onlyDisallowed,
  setLinksOpen,
} from './links-state.ts';
import { profile, settings } from './store.ts';

export function PopupLinksSection() {
  const chosen = profile.value;
  const load = linksLoad.value;
  const auto = settings.value.autoCheckLinks;
  // The settings may ask for the check without the section being opened.
  useEffect(() => {
    if (auto) void checkLinks(chosen.id);
  }, [auto]);
  // Another crawler: the decisions are asked again for it (cached origins answer at once).
  useEffect(() => {
    if (load.kind === 'read' && decidedFor.peek() !== chosen.id) void decideLinks(chosen.id);
  }, [chosen.id, load.kind]);
  return (
    <LinksSection
      open={linksOpen.value}
      status={load.kind === 'read' ? { kind: 'read' } : load}
      model={linksView.value}
      crawler={chosen.name}
      onlyDisallowed={onlyDisallowed.value}
      onToggle={(open) => setLinksOpen(open, chosen.id)}
      onOnlyDisallowed={(only) => {
        onlyDisallowed.value = only;
      }}
      onCheckPrivate={() => checkPrivateAddresses(chosen.id)}
    />
  );
}
