export * from "storefront-elements/engage";
