#!/usr/bin/env bash
# Counts the pairs of copied blocks (six or more lines of the same shape) where both sides are
# product code, the measure of issue 9's "at most 15 pairs". Product code is what ships:
# packages/*/src, services/*/src, gateway/src, web/src, less tests (*.test.ts(x), test/, testing/),
# generated files (web/src/gql, services/*/src/generated, drizzle-kit's db/migrations) and test
# fixtures. infra/ (dev runner, benches, codegen, supergraph composition) counts as tooling.
# The product files are copied to a scratch folder and `duplicates` reads only them, so its
# 200-row cap and the pairs with a test on one side do not hide product pairs.
# Usage: bash infra/duplicates-count.sh [--list]   (prints the count; --list also prints the rows)
set -euo pipefail
command -v duplicates >/dev/null || { echo "the duplicates tool is not on the PATH" >&2; exit 1; }

root="$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

git -C "$root" ls-files --cached --others --exclude-standard \
  | grep -E '^(packages/[^/]+/src|services/[^/]+/src|gateway/src|web/src)/' \
  | grep -vE '\.test\.tsx?$|/(test|testing)/|^web/src/gql/|^services/[^/]+/src/generated/|/db/migrations/|-fixture/' \
  | while read -r file; do
      [ -f "$root/$file" ] || continue
      mkdir -p "$scratch/$(dirname "$file")"
      cp "$root/$file" "$scratch/$file"
    done

report="$(cd "$scratch" && duplicates --most 200 --seconds 180)"
rows="$(grep -E '^D[0-9]+ ' <<<"$report" || true)"
pairs="$(grep -c . <<<"$rows" || true)"
boilerplate="$(grep -c ' boilerplate' <<<"$rows" || true)"
if [ "${1:-}" = "--list" ]; then
  echo "$report"
fi
echo "product-code pairs: $pairs ($((pairs - boilerplate)) not marked boilerplate)"
