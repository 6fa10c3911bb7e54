import { useEffect, useRef, useState, type RefObject } from "react";

/** Pixels a press must travel before it counts as a drag rather than a click. */
const DRAG_THRESHOLD = 4;

/**
 * Lets a mouse drag a horizontally scrolling row. Touch and pen already scroll it natively,
 * and a focused row scrolls with the arrow keys, so only the mouse needs help.
 */
export function useDragScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    let pointerId: number | null = null;
    let startX = 0;
    let startScroll = 0;
    let dragged = false;

    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || event.button !== 0) return;
      pointerId = event.pointerId;
      startX = event.clientX;
      startScroll = row.scrollLeft;
      dragged = false;
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      const distance = event.clientX - startX;
      if (!dragged && Math.abs(distance) < DRAG_THRESHOLD) return;
      if (!dragged) {
        dragged = true;
        row.setPointerCapture(event.pointerId);
        row.dataset.dragging = "true";
      }
      row.scrollLeft = startScroll - distance;
    };
    const onUp = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      pointerId = null;
      if (row.hasPointerCapture(event.pointerId)) row.releasePointerCapture(event.pointerId);
      delete row.dataset.dragging;
    };
    // A drag that ends over a link must not also follow it.
    const onClick = (event: MouseEvent) => {
      if (!dragged) return;
      dragged = false;
      event.preventDefault();
      event.stopPropagation();
    };

    row.addEventListener("pointerdown", onDown);
    row.addEventListener("pointermove", onMove);
    row.addEventListener("pointerup", onUp);
    row.addEventListener("pointercancel", onUp);
    row.addEventListener("click", onClick, true);
    return () => {
      row.removeEventListener("pointerdown", onDown);
      row.removeEventListener("pointermove", onMove);
      row.removeEventListener("pointerup", onUp);
      row.removeEventListener("pointercancel", onUp);
      row.removeEventListener("click", onClick, true);
    };
  }, []);

  return ref;
}

/**
 * Whether a row has cards cut off before and after its visible part, kept up to date as it
 * scrolls or resizes, so the page can show that it scrolls (issue 19), and a way to move it one
 * card on or back: smoothly, unless the visitor asked for less motion.
 */
export function useRowEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState("");

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    // Cards cut by the row's edges, not the scroll offset: snapping leaves the row a few pixels in.
    const measure = () => {
      const box = row.getBoundingClientRect();
      const first = row.firstElementChild?.getBoundingClientRect();
      const last = row.lastElementChild?.getBoundingClientRect();
      setEdges((first && first.left < box.left - 1 ? "before " : "") + (last && last.right > box.right + 1 ? "after" : ""));
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(row);
    row.addEventListener("scroll", measure, { passive: true });
    return () => {
      resize.disconnect();
      row.removeEventListener("scroll", measure);
    };
  }, [ref]);

  const step = (direction: number) => {
    const row = ref.current;
    const [first, second] = row?.children ?? [];
    if (!row || !first || !second) return;
    row.scrollBy({
      left: direction * (second.getBoundingClientRect().left - first.getBoundingClientRect().left),
      behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
    });
  };

  return { before: edges.startsWith("before"), after: edges.endsWith("after"), step };
}
