// edmonds-blossom-fixed ships no types (CommonJS, app/blossom.js). Edmonds' maximum-weight
// matching: `edges` are [i, j, weight] on vertices 0..n-1; with `maxCardinality` the matching is
// the heaviest among those with the most pairs. mate[i] is i's partner or -1; the array is only
// as long as the highest vertex named in an edge, plus one (empty when there are no edges).
declare module 'edmonds-blossom-fixed' {
  function blossom(edges: Array<[number, number, number]>, maxCardinality?: boolean): number[];
  export = blossom;
}
