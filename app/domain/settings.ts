import type { WebsiteSetting } from "@commerce/contract/settings";

/** Website settings as a lookup: the last value of a key wins, empty values count as absent. */
export type Settings = ReadonlyMap<string, string>;

export function settingsMap(list: readonly WebsiteSetting[]): Settings {
  const map = new Map<string, string>();
  for (const { key_, value_ } of list) if (value_ !== "") map.set(key_, value_);
  return map;
}

/** The first of several keys that has a value (settings often have an ecommerce_ and a plain name). */
export function firstSetting(settings: Settings, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = settings.get(key);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** A setting that is on only for 'true' or '1' (professional search and most flags). */
export function isOn(value: string | undefined): boolean {
  return value === "true" || value === "1";
}

/** A JSON setting; invalid JSON is ignored (spec: "Invalid header settings JSON is ignored"). */
export function jsonSetting(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
