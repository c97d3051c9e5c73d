// `@babel/runtime/helpers/extends`, which @algolia/recommend-js 1.16's ESM build imports without
// declaring @babel/runtime as a dependency (it is not installed here). The helper is
// `Object.assign` under another name, so this alias costs the comparison nothing.
export default Object.assign;
