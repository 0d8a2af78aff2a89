#!/usr/bin/env bash
# Clones this checkout's HEAD into DEST with only the test files that COMMIT had: today's code run
# on that day's suite. A test file that has moved since is kept under its new path (the files
# whose name it had). Run `bash .ci/run` in DEST and, one after the other on the same machine, in
# a clone of COMMIT itself, to compare the two suites' times on the same tests (README, "npm run
# test:fast or npm test").
#
#   bash scripts/tests-of-commit.sh 81623c7 /tmp/suite-of-81623c7
set -euo pipefail

if [ "$#" -ne 2 ]; then
  echo "usage: tests-of-commit.sh COMMIT DEST" >&2
  exit 2
fi
commit="$1"
dest="$2"

cd "$(dirname "${BASH_SOURCE[0]}")/.."
git rev-parse --verify --quiet "${commit}^{commit}" >/dev/null || {
  echo "no commit ${commit} here" >&2
  exit 2
}
[ ! -e "$dest" ] || {
  echo "${dest} exists already" >&2
  exit 2
}

tests='\.(test|spec)\.tsx?$'
then_files="$(git ls-tree -r --name-only "$commit" | grep -E "$tests")"
git clone -q . "$dest"
cd "$dest"
now_files="$(git ls-files | grep -E "$tests")"

keep="$(grep -xF -f <(printf '%s\n' "$then_files") <(printf '%s\n' "$now_files") || true)"
moved=0
while IFS= read -r gone; do
  [ -n "$gone" ] || continue
  name="$(basename "$gone")"
  same_name="$(printf '%s\n' "$now_files" | awk -v n="/$name" 'substr($0, length($0) - length(n) + 1) == n')"
  [ -n "$same_name" ] || continue
  keep="$(printf '%s\n%s\n' "$keep" "$same_name")"
  moved=$((moved + 1))
done < <(grep -vxF -f <(printf '%s\n' "$now_files") <(printf '%s\n' "$then_files") || true)

removed=0
while IFS= read -r file; do
  [ -n "$file" ] || continue
  git rm -q -- "$file"
  removed=$((removed + 1))
done < <(grep -vxF -f <(printf '%s\n' "$keep" | sort -u) <(printf '%s\n' "$now_files") || true)

git -c user.name=tests-of-commit -c user.email=tests-of-commit@localhost \
  commit -q -m "Only the test files of ${commit}"
echo "${dest}: $(git ls-files | grep -cE "$tests") test files" \
  "(${commit} had $(printf '%s\n' "$then_files" | grep -c .); ${moved} moved since, kept by name;" \
  "${removed} newer ones removed)"
