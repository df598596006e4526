// Intentionally empty: Gatsby loads this plugin through gatsby-node.ts.
