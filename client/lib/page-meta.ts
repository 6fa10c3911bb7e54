import { useEffect, useState } from "react";
import type * as SpanishPageMeta from "../../server/shared/i18n/page-meta-es";
import { formatPageTitle, NOT_FOUND_META, PAGE_META, type PageMeta, type PagePath } from "../../server/shared/page-meta";
import { useBusiness } from "./business";
import { useLocale } from "./i18n";

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = name;
    document.head.append(tag);
  }
  return tag;
}

/** The Spanish titles, fetched the first time a Spanish reader needs them. */
let spanish: typeof SpanishPageMeta | null = null;

function useSpanishPageMeta(wanted: boolean): typeof SpanishPageMeta | null {
  const [loaded, setLoaded] = useState(spanish);
  useEffect(() => {
    if (!wanted || loaded) return;
    void import("../../server/shared/i18n/page-meta-es").then((module) => {
      spanish = module;
      setLoaded(module);
    });
  }, [wanted, loaded]);
  return wanted ? loaded : null;
}

/**
 * Sets the document title, the meta description and, for private pages, robots noindex, from
 * the same tables the server uses for the HTML it sends (server/shared/page-meta.ts and, in
 * Spanish, server/shared/i18n/page-meta-es.ts).
 */
export function usePageMeta(page: PagePath | "not-found"): void {
  const business = useBusiness();
  const es = useSpanishPageMeta(useLocale() === "es");
  const meta: PageMeta =
    page === "not-found" ? (es?.NOT_FOUND_META_ES ?? NOT_FOUND_META) : (es?.PAGE_META_ES ?? PAGE_META)[page](business);
  const { title, description, noindex = false } = meta;
  const fullTitle = formatPageTitle(title, business);
  useEffect(() => {
    document.title = fullTitle;
    metaTag("description").content = description;
    if (!noindex) return;
    const robots = metaTag("robots");
    robots.content = "noindex";
    // The next page decides for itself; a public page must not inherit noindex.
    return () => robots.remove();
  }, [fullTitle, description, noindex]);
}
