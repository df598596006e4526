// Gatsby loads gatsby-node.ts; this file only makes the folder a package.
