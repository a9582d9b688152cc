#!/usr/bin/env bash
# One-time: format the whole tree with Biome, once every branch of the redesign is merged.
#
# Until then biome.json keeps the formatter off for src/ and test/ (an override with
# "formatter": { "enabled": false }), so that formatting them did not collide with the
# branches being written in parallel. This drops that override, formats everything and
# runs the check; commit the result as one formatting commit, e.g.
#   npm run format:all && git commit -am "Format the whole tree with Biome"
set -euo pipefail
cd "$(dirname "$0")/.."

node --input-type=module -e '
import { readFileSync, writeFileSync } from "node:fs";
const config = JSON.parse(readFileSync("biome.json", "utf8"));
const isTransitional = (o) => o.formatter?.enabled === false && o.includes.includes("src/**");
config.overrides = (config.overrides ?? []).filter((o) => !isTransitional(o));
writeFileSync("biome.json", JSON.stringify(config, null, 2) + "\n");
'
npx biome format --write .
npx biome check --error-on-warnings .
