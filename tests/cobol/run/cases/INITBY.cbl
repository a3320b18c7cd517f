      * INITBY - INITIALIZE ... REPLACING category BY identifier
      * (Language Reference, "INITIALIZE statement": each elementary
      * item of that category is initialised as the receiving item of
      * a MOVE from identifier-2; other categories are left alone when
      * a REPLACING phrase is written; a table's occurrences each).
      * cobc prints the same lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INITBY.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  G.
           05 A PIC X(4).
           05 N PIC 9(3).
           05 E PIC ZZ9.
           05 B PIC X(2) OCCURS 2.
           05 S PIC S9(3)V9 SIGN LEADING SEPARATE.
       01  RX PIC X(3) VALUE 'QRS'.
       01  RN PIC 9(2) VALUE 42.
       01  RDEC PIC S9V9 VALUE -1.5.
       PROCEDURE DIVISION.
           MOVE ALL '*' TO G
           INITIALIZE G REPLACING ALPHANUMERIC BY RX NUMERIC BY RN
           DISPLAY '[' G ']'
           MOVE ALL '*' TO G
           INITIALIZE G REPLACING NUMERIC-EDITED BY RN
           DISPLAY '[' G ']'
           MOVE ALL '*' TO G
           INITIALIZE G REPLACING NUMERIC BY RDEC ALPHANUMERIC BY 'AB'
           DISPLAY '[' G ']'
           STOP RUN.
