      * CJK - an alphanumeric literal of CJK text: no EBCDIC SBCS code
      * page has these characters (issue 9 item 16).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CJK.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  GREETING PIC X(12).
       PROCEDURE DIVISION.
           MOVE '漢字' TO GREETING
           DISPLAY GREETING
           STOP RUN.
