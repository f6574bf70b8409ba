// The iteration functions of the layout packages work on flat matrices and need no graph, which is what a
// worker wants; the packages ship them without type declarations.
declare module 'graphology-layout-forceatlas2/iterate.js' {
  export default function iterate(settings: object, nodeMatrix: Float32Array, edgeMatrix: Float32Array): void;
}
declare module 'graphology-layout-noverlap/iterate.js' {
  export default function iterate(settings: object, matrix: Float32Array): { converged: boolean };
}
