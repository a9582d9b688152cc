/** The popup's "Links and resources" section, fed from the store (links-state.ts derives its list); mounted below the verdict's details. */
import { useEffect } from 'preact/hooks';
import { LinksSection } from './links-section.tsx';
import { linksView } from './links-state.ts';
import { checkLinks, checkPrivateAddresses, decideLinks, setLinksOpen, showOnlyDisallowed } from '../actions/links.ts';
import { decidedFor, linksLoad, linksOpen, onlyDisallowed, page, profile, settings } from '../store.ts';
import { linkExportRows, linksCsv, linksJson, workbenchUrlList } from './links-export.ts';
import { downloadBlob, exportFileName } from '../../workbench/results/download.ts';
import { openWorkbenchWithList } from '../extension-api.ts';

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
      onOnlyDisallowed={showOnlyDisallowed}
      onCheckPrivate={() => checkPrivateAddresses(chosen.id)}
      onExport={exportLinks}
      onOpenInWorkbench={() => void openLinksInWorkbench()}
    />
  );
}

/** Downloads every row of the list (whatever the filter shows), for the chosen crawler. */
function exportLinks(format: 'csv' | 'json'): void {
  const model = linksView.peek();
  const p = page.peek();
  if (!model || p.kind !== 'record') return;
  const rows = linkExportRows(model, profile.peek().name);
  const body = format === 'csv' ? linksCsv(rows) : linksJson(rows);
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json';
  downloadBlob(new Blob([body], { type }), exportFileName(p.record.origin, new Date(), format, 'links'));
}

/** The workbench for this page's site, with the list's URLs to test (other sites' URLs are flagged there). */
async function openLinksInWorkbench(): Promise<void> {
  const model = linksView.peek();
  const p = page.peek();
  if (!model || p.kind !== 'record') return;
  await openWorkbenchWithList(p.record.origin, p.pageUrl, workbenchUrlList(model).text);
}
