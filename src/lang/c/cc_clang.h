/* cc_clang.h — libclang, opened when the C front end first needs it rather than linked.
 *
 * Why: libclang-16 brings LLVM with it, and the dynamic loader spent ~20-50 ms relocating it at
 * the start of EVERY equiv process (650,000 relocations), for commands that never read C: a
 * COBOL parse of a 170-line program took longer than cobc's, and each of the test suite's
 * thousands of runs paid it. Only cc_front.c calls libclang: it includes this header after
 * <clang-c/Index.h>, and its calls go through the table below (the types come from clang's own
 * declarations, so a mismatch cannot compile). */
#ifndef EQUIV_LANG_C_CC_CLANG_H
#define EQUIV_LANG_C_CC_CLANG_H

#include <clang-c/Index.h>
#include <stddef.h>

/* Every libclang function the front end calls; a call to one not listed fails to link. */
#define CC_CLANG_FUNCS(X) \
  X(clang_Cursor_Evaluate) X(clang_Cursor_getArgument) X(clang_Cursor_getNumArguments) \
  X(clang_Cursor_getOffsetOfField) X(clang_Cursor_getStorageClass) X(clang_Cursor_isBitField) \
  X(clang_Cursor_isNull) X(clang_EvalResult_dispose) X(clang_EvalResult_getAsDouble) \
  X(clang_EvalResult_getAsLongLong) X(clang_EvalResult_getAsStr) X(clang_EvalResult_getAsUnsigned) \
  X(clang_EvalResult_getKind) X(clang_EvalResult_isUnsignedInt) X(clang_File_isEqual) \
  X(clang_Type_getAlignOf) X(clang_Type_getSizeOf) X(clang_Type_visitFields) X(clang_createIndex) \
  X(clang_disposeDiagnostic) X(clang_disposeIndex) X(clang_disposeString) X(clang_disposeTokens) \
  X(clang_disposeTranslationUnit) X(clang_equalCursors) X(clang_getArgType) \
  X(clang_getArrayElementType) X(clang_getArraySize) X(clang_getCString) \
  X(clang_getCanonicalCursor) X(clang_getCanonicalType) X(clang_getCursorExtent) \
  X(clang_getCursorKind) X(clang_getCursorKindSpelling) X(clang_getCursorLocation) \
  X(clang_getCursorReferenced) X(clang_getCursorSpelling) X(clang_getCursorType) \
  X(clang_getDiagnostic) X(clang_getDiagnosticLocation) X(clang_getDiagnosticSeverity) \
  X(clang_getDiagnosticSpelling) X(clang_getEnumConstantDeclValue) X(clang_getEnumDeclIntegerType) \
  X(clang_getExpansionLocation) X(clang_getFileContents) X(clang_getLocationForOffset) \
  X(clang_getNumArgTypes) X(clang_getNumDiagnostics) X(clang_getPointeeType) \
  X(clang_getPresumedLocation) X(clang_getRange) X(clang_getRangeEnd) X(clang_getRangeStart) \
  X(clang_getResultType) X(clang_getSpellingLocation) X(clang_getTokenKind) \
  X(clang_getTokenLocation) X(clang_getTokenSpelling) X(clang_getTranslationUnitCursor) \
  X(clang_getTypeDeclaration) X(clang_getTypeSpelling) X(clang_isConstQualifiedType) \
  X(clang_isCursorDefinition) X(clang_isExpression) X(clang_isFunctionTypeVariadic) \
  X(clang_parseTranslationUnit2) X(clang_tokenize) X(clang_visitChildren)

typedef struct cc_clang_api {
#define CC_CLANG_MEMBER(f) __typeof__(f) *f;
  CC_CLANG_FUNCS(CC_CLANG_MEMBER)
#undef CC_CLANG_MEMBER
} cc_clang_api;

/* The table, set by a successful cc_clang_load. */
extern const cc_clang_api *cc_clang;

/* Opens libclang (EQUIV_LIBCLANG, a path fixed at build time) once per process and fills the
 * table; 0, or -1 with a one-line reason in err. Safe to call from several threads. */
int cc_clang_load(char *err, size_t cap);

#ifndef CC_CLANG_NO_REDIRECT
#define clang_Cursor_Evaluate (cc_clang->clang_Cursor_Evaluate)
#define clang_Cursor_getArgument (cc_clang->clang_Cursor_getArgument)
#define clang_Cursor_getNumArguments (cc_clang->clang_Cursor_getNumArguments)
#define clang_Cursor_getOffsetOfField (cc_clang->clang_Cursor_getOffsetOfField)
#define clang_Cursor_getStorageClass (cc_clang->clang_Cursor_getStorageClass)
#define clang_Cursor_isBitField (cc_clang->clang_Cursor_isBitField)
#define clang_Cursor_isNull (cc_clang->clang_Cursor_isNull)
#define clang_EvalResult_dispose (cc_clang->clang_EvalResult_dispose)
#define clang_EvalResult_getAsDouble (cc_clang->clang_EvalResult_getAsDouble)
#define clang_EvalResult_getAsLongLong (cc_clang->clang_EvalResult_getAsLongLong)
#define clang_EvalResult_getAsStr (cc_clang->clang_EvalResult_getAsStr)
#define clang_EvalResult_getAsUnsigned (cc_clang->clang_EvalResult_getAsUnsigned)
#define clang_EvalResult_getKind (cc_clang->clang_EvalResult_getKind)
#define clang_EvalResult_isUnsignedInt (cc_clang->clang_EvalResult_isUnsignedInt)
#define clang_File_isEqual (cc_clang->clang_File_isEqual)
#define clang_Type_getAlignOf (cc_clang->clang_Type_getAlignOf)
#define clang_Type_getSizeOf (cc_clang->clang_Type_getSizeOf)
#define clang_Type_visitFields (cc_clang->clang_Type_visitFields)
#define clang_createIndex (cc_clang->clang_createIndex)
#define clang_disposeDiagnostic (cc_clang->clang_disposeDiagnostic)
#define clang_disposeIndex (cc_clang->clang_disposeIndex)
#define clang_disposeString (cc_clang->clang_disposeString)
#define clang_disposeTokens (cc_clang->clang_disposeTokens)
#define clang_disposeTranslationUnit (cc_clang->clang_disposeTranslationUnit)
#define clang_equalCursors (cc_clang->clang_equalCursors)
#define clang_getArgType (cc_clang->clang_getArgType)
#define clang_getArrayElementType (cc_clang->clang_getArrayElementType)
#define clang_getArraySize (cc_clang->clang_getArraySize)
#define clang_getCString (cc_clang->clang_getCString)
#define clang_getCanonicalCursor (cc_clang->clang_getCanonicalCursor)
#define clang_getCanonicalType (cc_clang->clang_getCanonicalType)
#define clang_getCursorExtent (cc_clang->clang_getCursorExtent)
#define clang_getCursorKind (cc_clang->clang_getCursorKind)
#define clang_getCursorKindSpelling (cc_clang->clang_getCursorKindSpelling)
#define clang_getCursorLocation (cc_clang->clang_getCursorLocation)
#define clang_getCursorReferenced (cc_clang->clang_getCursorReferenced)
#define clang_getCursorSpelling (cc_clang->clang_getCursorSpelling)
#define clang_getCursorType (cc_clang->clang_getCursorType)
#define clang_getDiagnostic (cc_clang->clang_getDiagnostic)
#define clang_getDiagnosticLocation (cc_clang->clang_getDiagnosticLocation)
#define clang_getDiagnosticSeverity (cc_clang->clang_getDiagnosticSeverity)
#define clang_getDiagnosticSpelling (cc_clang->clang_getDiagnosticSpelling)
#define clang_getEnumConstantDeclValue (cc_clang->clang_getEnumConstantDeclValue)
#define clang_getEnumDeclIntegerType (cc_clang->clang_getEnumDeclIntegerType)
#define clang_getExpansionLocation (cc_clang->clang_getExpansionLocation)
#define clang_getFileContents (cc_clang->clang_getFileContents)
#define clang_getLocationForOffset (cc_clang->clang_getLocationForOffset)
#define clang_getNumArgTypes (cc_clang->clang_getNumArgTypes)
#define clang_getNumDiagnostics (cc_clang->clang_getNumDiagnostics)
#define clang_getPointeeType (cc_clang->clang_getPointeeType)
#define clang_getPresumedLocation (cc_clang->clang_getPresumedLocation)
#define clang_getRange (cc_clang->clang_getRange)
#define clang_getRangeEnd (cc_clang->clang_getRangeEnd)
#define clang_getRangeStart (cc_clang->clang_getRangeStart)
#define clang_getResultType (cc_clang->clang_getResultType)
#define clang_getSpellingLocation (cc_clang->clang_getSpellingLocation)
#define clang_getTokenKind (cc_clang->clang_getTokenKind)
#define clang_getTokenLocation (cc_clang->clang_getTokenLocation)
#define clang_getTokenSpelling (cc_clang->clang_getTokenSpelling)
#define clang_getTranslationUnitCursor (cc_clang->clang_getTranslationUnitCursor)
#define clang_getTypeDeclaration (cc_clang->clang_getTypeDeclaration)
#define clang_getTypeSpelling (cc_clang->clang_getTypeSpelling)
#define clang_isConstQualifiedType (cc_clang->clang_isConstQualifiedType)
#define clang_isCursorDefinition (cc_clang->clang_isCursorDefinition)
#define clang_isExpression (cc_clang->clang_isExpression)
#define clang_isFunctionTypeVariadic (cc_clang->clang_isFunctionTypeVariadic)
#define clang_parseTranslationUnit2 (cc_clang->clang_parseTranslationUnit2)
#define clang_tokenize (cc_clang->clang_tokenize)
#define clang_visitChildren (cc_clang->clang_visitChildren)
#endif

#endif
