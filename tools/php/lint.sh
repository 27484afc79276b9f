#!/usr/bin/env bash
# php -l over every PHP file of the project; prints the failures and a count.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
failed=0
count=0
while IFS= read -r -d '' file; do
	count=$((count + 1))
	if ! out=$(php -d display_errors=1 -l "$file" 2>&1); then
		echo "$out"
		failed=$((failed + 1))
	fi
done < <(find plugins themes blocks tools tests -name '*.php' -not -path '*/build/*' -not -path '*/node_modules/*' -print0)
echo "php -l: $count files, $failed with errors"
[ "$failed" -eq 0 ]
