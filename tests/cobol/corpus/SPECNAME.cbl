      *================================================================*
      * SPECNAME - CONFIGURATION SECTION / SPECIAL-NAMES paragraph.    *
      * EXERCISES: SOURCE-COMPUTER / OBJECT-COMPUTER with MEMORY SIZE  *
      *   and PROGRAM COLLATING SEQUENCE, SPECIAL-NAMES with C01 IS    *
      *   mnemonic (WRITE ... AFTER ADVANCING mnemonic), SYSOUT /      *
      *   SYSIN / CONSOLE mnemonics, UPSI switches with ON STATUS /    *
      *   OFF STATUS, ALPHABET ... IS EBCDIC / STANDARD-1 / literal    *
      *   list with THRU and ALSO, SYMBOLIC CHARACTERS (ordinal        *
      *   positions), CLASS with THRU ranges and lists, CURRENCY SIGN  *
      *   IS '$' (the default spelled out), and uses of each.          *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SPECNAME.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SOURCE-COMPUTER. IBM-Z15.
       OBJECT-COMPUTER. IBM-Z15
           MEMORY SIZE 8192 WORDS
           PROGRAM COLLATING SEQUENCE IS NATIVE-SEQ.
       SPECIAL-NAMES.
           C01 IS TOP-OF-PAGE
           SYSOUT IS REPORT-OUT
           CONSOLE IS OPERATOR
           UPSI-0 IS RERUN-SWITCH
               ON STATUS IS RERUN-REQUESTED
               OFF STATUS IS NORMAL-RUN
           ALPHABET NATIVE-SEQ IS NATIVE
           ALPHABET MAINFRAME-SEQ IS EBCDIC
           ALPHABET ASCII-SEQ IS STANDARD-1
           ALPHABET ODD-SEQ IS 'A' ALSO 'a' 'B' THRU 'Z' '0' THRU '9'
           SYMBOLIC CHARACTERS TAB-CHAR IS 10
                               ESC-CHAR BELL-CHAR ARE 28 8
           CLASS HEX-DIGIT IS '0' THRU '9' 'A' THRU 'F'
           CLASS VOWEL IS 'A' 'E' 'I' 'O' 'U'
           CURRENCY SIGN IS '$'.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT PRINT-FILE ASSIGN TO PRTOUT
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  PRINT-FILE.
       01  PRINT-LINE              PIC X(40).
       WORKING-STORAGE SECTION.
       01  WS-HEX                  PIC X(4) VALUE '1A2F'.
       01  WS-WORD                 PIC X VALUE 'E'.
       01  WS-TEXT                 PIC X(10).
       01  WS-AMOUNT               PIC $$$9.99.
       PROCEDURE DIVISION.
       MAIN-PARA.
           IF WS-HEX IS HEX-DIGIT
               DISPLAY 'HEX OK' UPON REPORT-OUT
           END-IF
           IF WS-WORD IS VOWEL AND WS-WORD IS NOT NUMERIC
               DISPLAY 'VOWEL' UPON OPERATOR
           END-IF
           IF RERUN-REQUESTED
               DISPLAY 'RERUN'
           ELSE
               DISPLAY 'NORMAL RUN'
           END-IF
           MOVE ALL TAB-CHAR TO WS-TEXT
           STRING 'A' BELL-CHAR 'B' DELIMITED BY SIZE INTO WS-TEXT
           MOVE 12.5 TO WS-AMOUNT
           IF 'a' < 'B'
               DISPLAY 'NATIVE ORDER'
           END-IF
           OPEN OUTPUT PRINT-FILE
           MOVE WS-AMOUNT TO PRINT-LINE
           WRITE PRINT-LINE AFTER ADVANCING TOP-OF-PAGE
           CLOSE PRINT-FILE
           GOBACK.
