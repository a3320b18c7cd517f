      *================================================================*
      * LITERALS - literal forms and continuation lines.               *
      * EXERCISES: alphanumeric literals in quotes and apostrophes,    *
      *   doubled delimiters inside ('O''BRIEN', "SAY ""HI"""),        *
      *   a literal continued across lines (col 7 '-', the literal     *
      *   runs to col 72 and resumes after a quote in area B), a       *
      *   literal continued twice, a continued numeric literal and a   *
      *   continued data name, X'..' hex literals (upper/lower case    *
      *   digits), N'..' and NX'..' national literals, Z'..' null-     *
      *   terminated, signed and decimal numeric literals (+12, -0.5,  *
      *   .75), an 18-digit literal, floating-point literal 1.5E-3,    *
      *   figurative constants with ALL, a continued DISPLAY literal.  *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. LITERALS.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  L-APOS                  PIC X(10) VALUE 'O''BRIEN'.
       01  L-QUOTE                 PIC X(10) VALUE "SAY ""HI""".
       01  L-MIXED                 PIC X(10) VALUE "IT'S".
       01  L-HEX                   PIC X(4)  VALUE X'C1C2c3F0'.
       01  L-HEX-ASCII             PIC X(3)  VALUE x'414243'.
       01  L-NAT                   PIC N(4)  VALUE N'ABCD'.
       01  L-NATX                  PIC N(1)  VALUE NX'0041'.
       01  L-ZLIT                  PIC X(4)  VALUE Z'ABC'.
       01  L-POS                   PIC S9(3) VALUE +12.
       01  L-NEG                   PIC S9V9  VALUE -0.5.
       01  L-FRAC                  PIC V99   VALUE .75.
       01  L-BIG                   PIC 9(18) VALUE 123456789012345678.
       01  L-FLOAT                 COMP-2    VALUE 1.5E-3.
       01  L-LONG                  PIC X(100) VALUE 'THIS LITERAL IS CON
      -    'TINUED ON THE NEXT LINE AND ENDS HERE'.
       01  L-TWICE     PIC X(120) VALUE 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
      -    'BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB
      -    'CCCCC'.
       01  L-CONTINUED-NUMBER      PIC 9(12) VALUE 1234567
      -    89012.
       01  L-SPLIT-WO
      -    RD                      PIC X VALUE 'W'.
       01  L-FIG.
           05  F-1                 PIC X(4) VALUE ALL 'AB'.
           05  F-2                 PIC X(4) VALUE ALL SPACES.
           05  F-3                 PIC 9(4) VALUE ALL ZEROS.
           05  F-4                 PIC X(4) VALUE ALL '*'.
           05  F-5                 PIC X(4) VALUE ALL HIGH-VALUE.
       PROCEDURE DIVISION.
       MAIN-PARA.
           DISPLAY L-APOS '|' L-QUOTE '|' L-MIXED '|' L-HEX-ASCII
           DISPLAY L-LONG
           DISPLAY L-TWICE
           DISPLAY L-POS ' ' L-NEG ' ' L-FRAC ' ' L-BIG ' '
                   L-CONTINUED-NUMBER ' ' L-SPLIT-WORD
           IF L-HEX = X'C1C2C3F0' AND L-ZLIT(4:1) = LOW-VALUE
               DISPLAY 'HEX AND Z LITERALS OK'
           END-IF
           MOVE 'A literal with ''quotes'' and "double" ones' TO L-LONG
           DISPLAY L-LONG(1:45)
      *    this literal ends in column 70: columns 71-72 are two spaces
      *    that belong to the literal ("PAR  T THREE.")
           DISPLAY 'CONTINUED DISPLAY LITERAL: PART ONE, PART TWO, PAR
      -    'T THREE.'
           GOBACK.
