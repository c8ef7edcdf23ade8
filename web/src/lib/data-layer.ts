import { createContext, createElement, useContext, useState, type ComponentType, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { useMutation, useQuery } from '@apollo/client/react';
import type { PublicUser } from '@lunchbox/contracts/users';

/**
 * How the screens reach the server: one of two layers with the same hooks (issue 34).
 *
 * - Apollo Client (apollo-data-layer.tsx): a signed-in visitor's, and every visit that does not
 *   start on a page drawn at build time. Its normalized cache is what the signed-in screens need.
 * - The light client (light-data-layer.tsx, light-client.ts): a signed-out visitor's first page
 *   (/, /weekly-menu, /auth, a guarded page's sign-in screen), which reads a few public answers and
 *   sends the sign-in forms. It spares that visit Apollo Client's 45 KB (brotli); signing in (or a
 *   session found after all) moves the app to Apollo Client, which then holds the new user.
 *
 * The screens use the layer through the api hooks (operation-hooks.ts), useCurrentUser,
 * useDataClient and useDataQuery: one way for each operation, whichever layer answers it. A screen
 * only a signed-in visitor sees may use Apollo Client's own hooks: it is always under Apollo's.
 */
export interface DataLayer {
  readonly name: 'apollo' | 'light';
  /** Puts the layer's client where its hooks find it. */
  readonly Provider: ComponentType<{ children: ReactNode }>;
  readonly useQuery: typeof useQuery;
  readonly useMutation: typeof useMutation;
  readonly client: DataClient;
  /**
   * Spec section 4: after sign-in or registration nothing of the previous visitor is cached but the
   * new user (with the schools' settings, which are everybody's). Resolves to the layer to go on with.
   */
  readonly startSession: (me: PublicUser & { __typename?: 'User' }) => Promise<DataLayer>;
}

/** What the app asks of a layer's client outside the hooks (typed as Apollo Client's; the light client answers the same calls). */
export type DataClient = Pick<ApolloClient, 'query' | 'watchQuery' | 'writeQuery' | 'resetStore'>;

interface LayerState {
  layer: DataLayer;
  switchTo: (layer: DataLayer) => void;
}

const LayerContext = createContext<LayerState | null>(null);

function useLayerState(): LayerState {
  const state = useContext(LayerContext);
  if (!state) throw new Error('No data layer: render inside AppProviders');
  return state;
}

/**
 * The layer and what is under it. Moving to another layer mounts what is under it anew (its hooks
 * are other hooks), the router included, which then reads the address it has been sent to.
 */
export function DataLayerProvider({ layer: initial, children }: { layer: DataLayer; children: ReactNode }) {
  const [layer, switchTo] = useState(() => initial);
  // Written without JSX: this module is also type-checked with the shared packages (tsconfig.json), which have none.
  return createElement(LayerContext.Provider, { value: { layer, switchTo } }, createElement(layer.Provider, { key: layer.name, children }));
}

/** The current layer, and the way to move to another one (useStartSession). */
export const useDataLayer = useLayerState;

/** The layer's useQuery (Apollo's signature). */
export const useDataQuery = ((...args: Parameters<typeof useQuery>) => useLayerState().layer.useQuery(...args)) as typeof useQuery;

/** The layer's useMutation (Apollo's signature). */
export const useDataMutation = ((...args: Parameters<typeof useMutation>) => useLayerState().layer.useMutation(...args)) as typeof useMutation;

/** The layer's client, for a screen that reads the cache or watches a query itself. */
export function useDataClient(): DataClient {
  return useLayerState().layer.client;
}
