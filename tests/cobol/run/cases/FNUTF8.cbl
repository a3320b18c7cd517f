      * FNUTF8 - the Unicode functions on UTF-8 data in alphanumeric
      * items (Language Reference, "UVALID", "ULENGTH", "UPOS",
      * "UWIDTH", "USUBSTR", "USUPPLEMENTARY"), with IBM's examples:
      * 'Kafer' with a-umlaut, X'4BC3A4666572': ULENGTH 5, UPOS 1 2 4 5
      * 6, USUBSTR(A 1 2) X'4BC3A4', (A 2 1) X'C3A4', (A 2 2)
      * X'C3A466', (A 3 2) X'6665'; the G clef X'F09D849E' after two
      * spaces: USUPPLEMENTARY 3; a combining diaeresis X'61CC88'
      * counts as 2 characters. UVALID gives the position of the first
      * ill-formed byte by its table (C0 and C1 never; E0 needs A0-BF
      * next; ED A0 would be a surrogate; F4 90 is beyond U+10FFFF; a
      * sequence cut by the end of the item). UPOS beyond ULENGTH is
      * 0. ULENGTH of an ill-formed item goes wrong (IBM: the argument
      * "must contain valid UTF-8 data"). Not checked on cobc 3.1.2,
      * which has none of these functions.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FNUTF8.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  A   PIC X(6) VALUE X'4BC3A4666572'.
       01  G   PIC X(6) VALUE X'2020F09D849E'.
       01  C   PIC X(3) VALUE X'61CC88'.
       01  B1  PIC X(4) VALUE X'41C08041'.
       01  B2  PIC X(4) VALUE X'E08080AA'.
       01  B3  PIC X(4) VALUE X'41EDA080'.
       01  B4  PIC X(5) VALUE X'41F4908080'.
       01  B5  PIC X(3) VALUE X'4142C3'.
       01  B6  PIC X(5) VALUE X'F4808080C2'.
       01  N   PIC 9(4).
       01  I   PIC 9.
       01  S   PIC X(6).
       PROCEDURE DIVISION.
           COMPUTE N = FUNCTION ULENGTH(A)
           DISPLAY "ULENGTH(A) " N
           PERFORM VARYING I FROM 0 BY 1 UNTIL I > 6
               COMPUTE N = FUNCTION UPOS(A I)
               DISPLAY "UPOS(A " I ") " N
           END-PERFORM
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 5
               COMPUTE N = FUNCTION UWIDTH(A I)
               DISPLAY "UWIDTH(A " I ") " N
           END-PERFORM
           MOVE FUNCTION USUBSTR(A 1 2) TO S
           DISPLAY "USUBSTR(A 1 2) " FUNCTION HEX-OF(S)
           MOVE FUNCTION USUBSTR(A 2 1) TO S
           DISPLAY "USUBSTR(A 2 1) " FUNCTION HEX-OF(S)
           MOVE FUNCTION USUBSTR(A 2 2) TO S
           DISPLAY "USUBSTR(A 2 2) " FUNCTION HEX-OF(S)
           MOVE FUNCTION USUBSTR(A 3 2) TO S
           DISPLAY "USUBSTR(A 3 2) " FUNCTION HEX-OF(S)
           MOVE FUNCTION USUBSTR(A 4 2) TO S
           DISPLAY "USUBSTR(A 4 2) " FUNCTION HEX-OF(S)
           COMPUTE N = FUNCTION USUPPLEMENTARY(G)
           DISPLAY "USUPPLEMENTARY(G) " N
           COMPUTE N = FUNCTION USUPPLEMENTARY(A)
           DISPLAY "USUPPLEMENTARY(A) " N
           COMPUTE N = FUNCTION ULENGTH(G)
           DISPLAY "ULENGTH(G) " N
           COMPUTE N = FUNCTION ULENGTH(C)
           DISPLAY "ULENGTH(C) " N
           COMPUTE N = FUNCTION UVALID(A)
           DISPLAY "UVALID(A) " N
           COMPUTE N = FUNCTION UVALID(B1)
           DISPLAY "UVALID(B1) " N
           COMPUTE N = FUNCTION UVALID(B2)
           DISPLAY "UVALID(B2) " N
           COMPUTE N = FUNCTION UVALID(B3)
           DISPLAY "UVALID(B3) " N
           COMPUTE N = FUNCTION UVALID(B4)
           DISPLAY "UVALID(B4) " N
           COMPUTE N = FUNCTION UVALID(B5)
           DISPLAY "UVALID(B5) " N
           COMPUTE N = FUNCTION UVALID(B6)
           DISPLAY "UVALID(B6) " N
           COMPUTE N = FUNCTION ULENGTH(B5)
           DISPLAY "NOT REACHED"
           STOP RUN.
