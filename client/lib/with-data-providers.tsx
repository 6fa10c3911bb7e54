import { use, type ComponentType, type ReactNode } from "react";
import { currentDataLayer, loadDataLayer } from "./shell-data";

/**
 * A lazily loaded piece whose code uses tRPC or TanStack Query hooks (every page, the contact
 * form) renders inside the data layer's providers: the shell around it does not have them, so a
 * visitor's first script carries none of it (decision 0257). The piece's loader loads the layer
 * alongside its own code (`loadDataLayer`), so the piece never waits twice. All pieces share the
 * one layer, so one cache: what a page invalidates, the shell and every other piece see.
 */
function DataProviders({ children }: { children: ReactNode }) {
  const { Providers } = currentDataLayer() ?? use(loadDataLayer());
  return <Providers>{children}</Providers>;
}

export function withDataProviders<P extends object>(Piece: ComponentType<P>): ComponentType<P> {
  function WithDataProviders(props: P) {
    return (
      <DataProviders>
        <Piece {...props} />
      </DataProviders>
    );
  }
  return WithDataProviders;
}
