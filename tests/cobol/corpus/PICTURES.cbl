      *================================================================*
      * PICTURES - every PICTURE character and form.                   *
      * EXERCISES: 9 X A S V P (leading and trailing P scaling),       *
      *   repetition 9(5) X(3) and mixed 99V9(3), PIC vs PICTURE IS,   *
      *   editing Z * B 0 / , . + - CR DB $ (fixed and floating),      *
      *   floating + and - strings, ** check protection, BLANK WHEN    *
      *   ZERO, numeric-edited with V, alphanumeric-edited X/B/0,      *
      *   E (external floating point), MOVE into each and DISPLAY.     *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PICTURES.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  NUMERICS.
           05  N-UNSIGNED          PIC 9(5)        VALUE 12345.
           05  N-SIGNED            PIC S9(5)       VALUE -12345.
           05  N-DECIMAL           PIC 9(3)V99     VALUE 123.45.
           05  N-MIXED             PICTURE 99V9(3) VALUE 12.345.
           05  N-SCALED-LEFT       PIC 999PPP      VALUE 123000.
           05  N-SCALED-RIGHT      PIC VPPP999     VALUE .000123.
           05  N-SCALED-SIGNED     PIC SPP99       VALUE -.0012.
           05  N-FLOAT-EXT         PIC +9.99E+99.
       01  ALPHAS.
           05  A-ALPHA             PIC A(10)       VALUE 'ABCDEFGHIJ'.
           05  A-ALNUM             PIC X(8)        VALUE 'AB12-?*/'.
           05  A-MIXED-REP         PIC XXX         VALUE 'XYZ'.
           05  A-EDITED            PIC XXBXXB0XX.
           05  A-SLASHED           PIC 99/99/99.
       01  EDITED.
           05  E-ZERO-SUPP         PIC ZZZZ9.
           05  E-ALL-Z             PIC ZZZZZ.
           05  E-ALL-Z-DEC         PIC ZZZ.ZZ.
           05  E-STARS             PIC ***,**9.99.
           05  E-ALL-STARS         PIC *****.
           05  E-COMMAS            PIC ZZ,ZZZ,ZZ9.99.
           05  E-FIXED-DOLLAR      PIC $ZZ,ZZ9.99.
           05  E-FLOAT-DOLLAR      PIC $$$,$$9.99.
           05  E-FLOAT-PLUS        PIC ++++9.99.
           05  E-FLOAT-MINUS       PIC ----9.99.
           05  E-TRAIL-PLUS        PIC 9999.99+.
           05  E-TRAIL-MINUS       PIC 9999.99-.
           05  E-LEAD-PLUS         PIC +9999.99.
           05  E-CR                PIC 9999.99CR.
           05  E-DB                PIC ZZZ9.99DB.
           05  E-ZEROS             PIC 9990009.
           05  E-BLANKS            PIC 99B99B99.
           05  E-SLASH-DATE        PIC 99/99/9999.
           05  E-BWZ               PIC ZZ9.99 BLANK WHEN ZERO.
           05  E-V-IMPLIED         PIC ZZ9V99.
           05  E-DOLLAR-CR         PIC $$$$9.99CR.
           05  E-STAR-DB           PIC **,**9.99DB.
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE 'AB12CD'      TO A-EDITED
           MOVE 123199        TO A-SLASHED
           MOVE 42            TO E-ZERO-SUPP
           MOVE ZERO          TO E-ALL-Z E-ALL-Z-DEC E-ALL-STARS
           MOVE 1234.5        TO E-STARS
           MOVE 9876543.21    TO E-COMMAS
           MOVE 12.3          TO E-FIXED-DOLLAR E-FLOAT-DOLLAR
           MOVE -12.3         TO E-FLOAT-PLUS E-FLOAT-MINUS
           MOVE -12.3         TO E-TRAIL-PLUS E-TRAIL-MINUS E-LEAD-PLUS
           MOVE -12.3         TO E-CR E-DB E-DOLLAR-CR E-STAR-DB
           MOVE 1234          TO E-ZEROS
           MOVE 123456        TO E-BLANKS
           MOVE 12312024      TO E-SLASH-DATE
           MOVE ZERO          TO E-BWZ
           MOVE 1.5           TO E-V-IMPLIED
           MOVE -1234.5       TO N-FLOAT-EXT
           DISPLAY NUMERICS
           DISPLAY ALPHAS
           DISPLAY '[' E-ZERO-SUPP '][' E-ALL-Z '][' E-ALL-Z-DEC ']['
                   E-STARS '][' E-ALL-STARS '][' E-COMMAS ']'
           DISPLAY '[' E-FIXED-DOLLAR '][' E-FLOAT-DOLLAR ']['
                   E-FLOAT-PLUS '][' E-FLOAT-MINUS '][' E-TRAIL-PLUS
                   '][' E-TRAIL-MINUS '][' E-LEAD-PLUS ']'
           DISPLAY '[' E-CR '][' E-DB '][' E-ZEROS '][' E-BLANKS ']['
                   E-SLASH-DATE '][' E-BWZ '][' E-V-IMPLIED ']['
                   E-DOLLAR-CR '][' E-STAR-DB ']'
           DISPLAY N-SCALED-LEFT ' ' N-SCALED-RIGHT ' ' N-SCALED-SIGNED
           GOBACK.
