// Rspack loader: a message catalogue's texts compiled to react-intl's syntax tree at build time, so the browser never
// needs the ICU parser (the apps alias it to its no-parser build). The catalogue stays TypeScript with plain strings
// in packages/i18n and packages/domain; only the bundled copy carries the trees. A property whose value is not a
// literal text would reach the browser uncompiled and fail there, so it fails the build instead.
const ts = require('typescript')
const { parse } = require('@formatjs/icu-messageformat-parser')

/** The source with every message text replaced by its syntax tree, or the problems found. */
function precompileCatalogue(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const edits = []
  const problems = []
  const where = (node) => {
    const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file))
    return `${fileName}:${line + 1}:${character + 1}`
  }
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (ts.isSpreadAssignment(property)) continue
        if (!ts.isPropertyAssignment(property)) {
          problems.push(`${where(property)}: a catalogue entry must be 'key': 'text'`)
          continue
        }
        const value = property.initializer
        if (!ts.isStringLiteral(value) && !ts.isNoSubstitutionTemplateLiteral(value)) {
          problems.push(`${where(value)}: a message must be a literal text to be compiled at build time`)
          continue
        }
        try {
          edits.push({
            start: value.getStart(file),
            end: value.getEnd(),
            text: JSON.stringify(parse(value.text)),
          })
        } catch (error) {
          problems.push(`${where(value)}: not an ICU message (${error.message})`)
        }
      }
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  let output = source
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end)
  }
  return { output, compiled: edits.length, problems }
}

module.exports = function precompileMessagesLoader(source) {
  const { output, problems } = precompileCatalogue(this.resourcePath, source)
  if (problems.length > 0) {
    this.callback(new Error(`Messages that cannot be precompiled:\n${problems.join('\n')}`))
    return
  }
  this.callback(null, output)
}
module.exports.precompileCatalogue = precompileCatalogue
