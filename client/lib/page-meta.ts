import { useEffect } from "react";
import { formatPageTitle, NOT_FOUND_META, PAGE_META, type PageMeta, type PagePath } from "../../server/shared/page-meta";
import { useBusiness } from "./business";

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = name;
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the document title, the meta description and, for private pages, robots noindex, from
 * the same table the server uses for the HTML it sends (server/shared/page-meta.ts).
 */
export function usePageMeta(page: PagePath | "not-found"): void {
  const business = useBusiness();
  const meta: PageMeta = page === "not-found" ? NOT_FOUND_META : PAGE_META[page](business);
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
